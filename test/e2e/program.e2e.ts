// Where shoppers meet the program on the demo storefront: the floating launcher (and the other
// entry points as they land), as a guest and as a customer, on a phone-sized page, through the
// widgets' open shadow roots, on the stack test/e2e/global-setup.ts starts.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser.js';
import { closeShoppers, newShopper, poll, shown, signInAs } from './probe.js';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await closeShoppers();
});

/** A new shopper on a 390 × 844 phone, console watched. */
const newPhoneShopper = () => newShopper(browser, { width: 390, height: 844 });

const visit = (page: Page, path: string) => page.goto(new URL(path, baseUrl).href);

const launcher = (page: Page): Locator =>
  page.locator('lk-launcher').getByRole('button', { name: /^Rewards: / });

/** The launcher's box, and how far the page scrolls sideways. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('lk-launcher');
    const button = host?.shadowRoot?.querySelector('button');
    const box = button?.getBoundingClientRect();
    return {
      box: box && { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });

describe('the floating rewards launcher', () => {
  it('a guest on a phone finds "Join & earn" in the corner, opens the drawer and gets focus back', async () => {
    const { page, errors } = await newPhoneShopper();
    await visit(page, '/product.html?handle=wool-beanie');
    const button = launcher(page);
    await shown(button);
    expect(await button.innerText()).toContain('Join & earn');
    const { box, sideways } = await measure(page);
    // The launcher adds no sideways scroll to the page (whatever the theme's own page does).
    const without = await page.evaluate(() => {
      const host = document.querySelector('lk-launcher') as HTMLElement;
      host.hidden = true;
      const w = document.documentElement.scrollWidth - document.documentElement.clientWidth;
      host.hidden = false;
      return w;
    });
    expect(sideways).toBe(without);
    expect(box!.right).toBeLessThanOrEqual(390);
    expect(box!.bottom).toBeLessThanOrEqual(844);
    expect(box!.bottom - box!.top).toBeGreaterThanOrEqual(44);
    // Fixed in the corner: scrolling the page does not move it.
    await page.evaluate(() => scrollTo(0, 600));
    expect((await measure(page)).box).toEqual(box);

    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Rewards' });
    await shown(drawer);
    await shown(drawer.getByText('Join our rewards program'));
    await page.keyboard.press('Escape');
    await poll(() => drawer.count()).toBe(0);
    await poll(() =>
      page.evaluate(
        () => document.querySelector('lk-launcher')?.shadowRoot?.activeElement?.localName,
      ),
    ).toBe('button');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a customer sees the same balance as the header badge, and not on the account page', async () => {
    const { page, errors } = await newPhoneShopper();
    await visit(page, '/');
    await signInAs(page, 'cara@demo.test');
    const button = launcher(page);
    await poll(() => button.innerText()).toMatch(/[\d,]+ points/);
    const points = /[\d,]+ points/.exec(await button.innerText())![0];
    // The header's badge (collapsed on a phone, so read from its markup) shows the same balance.
    await poll(() =>
      page.locator('lk-points-badge .lk-points-badge__points').first().textContent(),
    ).toBe(points);

    await visit(page, '/account.html');
    await poll(() => page.locator('lk-launcher').getAttribute('data-state')).toBe('ready');
    expect(await page.locator('lk-launcher').getByRole('button').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the rewards page', () => {
  it('shows a guest how to join, earn and redeem, and the tiers side by side with their rewards', async () => {
    const { page, errors } = await newPhoneShopper();
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, '/rewards.html');
    const rewards = page.locator('lk-rewards-page');
    await shown(rewards.getByRole('heading', { name: 'Fern & Field Rewards' }));
    await shown(rewards.getByText('Join our rewards program'));
    const tiers = rewards.getByRole('list', { name: 'All tiers' });
    await shown(tiers);
    // The sandbox's Silver tier gives a $10 coupon on arrival, Gold a free product.
    await shown(tiers.getByText('$10.00 off coupon'));
    const tops = await tiers
      .locator(':scope > li')
      .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThanOrEqual(3);
    expect(new Set(tops).size).toBe(1);
    await poll(() => page.locator('[aria-busy="true"], .lk-skeleton').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows a customer their balance and tier on the account page (the drawer inline)', async () => {
    const { page, errors } = await newPhoneShopper();
    await visit(page, '/account.html');
    await signInAs(page, 'cara@demo.test');
    const inline = page.locator('lk-rewards-drawer[mode="inline"]');
    await shown(inline.getByText('Your balance'));
    await shown(inline.getByRole('list', { name: 'All tiers' }).locator('[aria-current="true"]'));
    await shown(inline.getByRole('region', { name: 'Ways to redeem' }));
    await poll(() => page.locator('[aria-busy="true"], .lk-skeleton').count()).toBe(0);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    const inlineWidth = await inline.evaluate((el) => el.getBoundingClientRect().right);
    expect(inlineWidth).toBeLessThanOrEqual(390 + sideways);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
