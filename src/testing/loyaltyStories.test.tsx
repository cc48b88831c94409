import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { cleanup, render, screen } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as badgeStories from '../components/loyalty/PointsBadge.stories.js';
import * as drawerStories from '../components/loyalty/RewardsDrawer.stories.js';
import * as nudgeStories from '../components/loyalty/Nudges.stories.js';
import * as launcherStories from '../components/loyalty/RewardsLauncher.stories.js';
import * as pageStories from '../components/loyalty/RewardsPage.stories.js';
import * as vipStories from '../components/loyalty/VipProgress.stories.js';

// Each story brings its own handlers; anything it forgets to mock fails loudly.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const files = {
  PointsBadge: composeStories(badgeStories),
  RewardsDrawer: composeStories(drawerStories),
  Nudges: composeStories(nudgeStories),
  RewardsLauncher: composeStories(launcherStories),
  RewardsPage: composeStories(pageStories),
  VipProgress: composeStories(vipStories),
};

/** What each story must show once its mocked data has arrived. */
const expected: Record<string, Record<string, RegExp>> = {
  PointsBadge: {
    Customer: /1,250 points/,
    Guest: /Earn rewards/,
    NewCustomer: /0 points/,
    RichCustomer: /12,480 points/,
    TopTier: /Gold tier/,
    Loading: /Loading your rewards/,
    LoadError: /Rewards unavailable/,
    Busy: /Points in a moment/,
    French: /12\s480 points/,
    Spanish: /12\.480 puntos/,
    Arabic: /نقطة|نقاط/,
    Japanese: /ポイント/,
  },
  RewardsDrawer: {
    Customer: /Your balance/,
    Guest: /Join our rewards program/,
    NewCustomer: /You have no rewards to use yet/,
    RichCustomer: /12,480 points/,
    TopTier: /You reached Gold, our top tier/,
    BoostActive: /2× points on everything/,
    Loading: /^Rewards$/,
    SectionErrors: /service is unavailable/,
    SessionError: /service is unavailable/,
    Redeemed: /Your balance/,
    InsufficientPoints: /Your balance/,
    French: /Votre solde/,
    Spanish: /Tu saldo/,
    Arabic: /رصيدك/,
    Japanese: /ポイント残高/,
  },
  Nudges: {
    ProductCustomer: /Earn 420 points with this purchase/,
    ProductGuest: /Earn 140 points with this purchase/,
    ProductPhone: /420 points/,
    CartCustomer: /up to \$12\.50 off this order/,
    CartGuest: /Members earn points on every order/,
    BoostBanner: /2× points on everything/,
  },
  RewardsLauncher: {
    Customer: /1,250 points/,
    Guest: /Join & earn/,
    RichCustomer: /12,480 points/,
    Unavailable: /^Rewards$/,
    PhoneAboveCookieBar: /4,526 points/,
    Arabic: /نقطة/,
    French: /12\s480 points/,
  },
  RewardsPage: {
    Customer: /Your balance/,
    Guest: /Free Wool Beanie/,
    GuestPhone: /Free Wool Beanie/,
    RichCustomer: /12,480 points/,
    TopTier: /You reached Gold, our top tier/,
    Excluded: /Your account is not part of our rewards program/,
    Loading: /Our rewards program/,
    French: /Votre solde/,
  },
  VipProgress: {
    Customer: /\$380\.00 more to reach Silver/,
    NewCustomer: /\$500\.00 more to reach Silver/,
    RichCustomer: /\$40\.00 more to reach Gold/,
    OrdersToGo: /3 more orders to reach Silver/,
    TopTier: /You reached Gold, our top tier/,
    Guest: /Join our rewards program/,
    Loading: /Loading…/,
    LoadError: /service is unavailable/,
    French: /Encore 40,00\s€ pour atteindre Gold/,
    Spanish: /Te faltan 40,00\s€ para llegar a Gold/,
    Arabic: /للوصول إلى Gold/,
    Japanese: /Goldまであと/,
  },
};

// Each story settles on a mock network in jsdom: room for a loaded machine.
describe.each(Object.entries(files))('%s stories', { timeout: 20_000 }, (name, stories) => {
  it.each(Object.entries(stories))('%s renders standalone', async (story, Story) => {
    const msw = Story.parameters.msw as { handlers: HttpHandler[] };
    server.use(...msw.handlers);
    await Story.load();
    render(<Story />);
    const text = expected[name]?.[story];
    expect(text, `an expectation for ${name}/${story}`).toBeDefined();
    const found = await screen.findAllByText(text!, undefined, { timeout: 4000 });
    expect(found.length).toBeGreaterThan(0);
    // jsdom cannot lay out or paint (contrast is checked in Chromium); the rest of axe runs here.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
  });
});
