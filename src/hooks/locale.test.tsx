import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { countRequests, setupMockServer } from '../../test/helpers/mockServer.js';
import { renderLoyaltyHook } from '../../test/helpers/renderLoyaltyHook.js';
import { useTrackCustomAction } from './rewardMutations.js';
import { useEarningRules, useVipTiers } from './rewards.js';

const { server } = setupMockServer();

/** The `locale` of every body posted to a path ending in `suffix`. */
function postedLocales(suffix: string): unknown[] {
  const seen: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(suffix))
      void request
        .clone()
        .json()
        .then((body: { locale?: unknown }) => seen.push(body.locale));
  });
  return seen;
}

afterEach(() => document.documentElement.removeAttribute('lang'));

describe("the shopper's language reaches the API", () => {
  it('on reads that take a locale, as the catalog the widgets speak', async () => {
    const rules = countRequests(server, '/getEarningRules');
    const tiers = countRequests(server, '/getVipTiers');
    const { result } = renderLoyaltyHook(
      () => ({ rules: useEarningRules(), tiers: useVipTiers() }),
      {
        locale: 'pt-PT',
      },
    );
    await waitFor(() => expect(result.current.tiers.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.rules.isSuccess).toBe(true));
    expect(rules.urls.map((u) => u.searchParams.get('locale'))).toEqual(['pt-BR']);
    expect(tiers.urls.map((u) => u.searchParams.get('locale'))).toEqual(['pt-BR']);
  });

  it("on writes that take a locale (a custom action's reward)", async () => {
    const locales = postedLocales('/trackCustomAction');
    const { result } = renderLoyaltyHook(useTrackCustomAction, { locale: 'ja-JP' });
    await act(() => result.current.mutateAsync({ ruleId: 13, ruleType: 'custom_action' }));
    await waitFor(() => expect(locales).toEqual(['ja']));
  });

  it("from the page's lang when the provider names none", async () => {
    document.documentElement.lang = 'sv-FI';
    const tiers = countRequests(server, '/getVipTiers');
    const { result } = renderLoyaltyHook(useVipTiers);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(tiers.urls.map((u) => u.searchParams.get('locale'))).toEqual(['sv']);
  });
});
