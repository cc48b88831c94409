import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from '../../src/api/widgetEvents.js';

type Callback = (event: {
  id: string;
  name: string;
  timestamp: string;
  customData: unknown;
}) => void;

/** Runs the pixel as Shopify's sandbox does: `register` hands it the analytics API and settings. */
async function runPixel(settings: Record<string, string>) {
  const subscribed = new Map<string, Callback>();
  vi.stubGlobal('shopify', {
    extend: (_target: string, pixel: (api: unknown) => void) =>
      pixel({
        analytics: { subscribe: (name: string, cb: Callback) => subscribed.set(name, cb) },
        settings,
      }),
  });
  const sent = vi.fn((..._args: unknown[]) => Promise.resolve(new Response(null)));
  vi.stubGlobal('fetch', sent);
  vi.resetModules();
  await import('../web-pixel/src/index.js');
  return { subscribed, sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('the web pixel extension', () => {
  it('subscribes to every analytics event of the widgets and forwards each to the collector', async () => {
    const { subscribed, sent } = await runPixel({ collectorUrl: 'https://collect.example/lk' });
    expect([...subscribed.keys()]).toEqual([...ANALYTICS_EVENTS]);
    subscribed.get('lk:review-submitted')?.({
      id: 'e1',
      name: 'lk:review-submitted',
      timestamp: '2026-01-01T00:00:00Z',
      customData: { productId: 7, reviewId: 9, rating: 5, photos: 1, published: true },
    });
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://collect.example/lk');
    expect(JSON.parse(String(init.body))).toEqual({
      id: 'e1',
      name: 'lk:review-submitted',
      at: '2026-01-01T00:00:00Z',
      detail: { productId: 7, reviewId: 9, rating: 5, photos: 1, published: true },
    });
  });

  it('sends nothing without an https collector', async () => {
    const { subscribed } = await runPixel({ collectorUrl: 'http://collect.example/lk' });
    expect(subscribed.size).toBe(0);
  });
});
