// A guest writes a review with two photos on the demo product page, in a real browser against
// the real stack: the photos are uploaded, the review is published, the photos show in the list,
// and the stored files carry no EXIF (no GPS position) although the originals did.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasGpsPointer, phoneJpeg, plainPng } from '../../server-proxy/test-helpers/images.js';
import { launchBrowser, watchConsole } from './browser.js';

const baseUrl = inject('baseUrl');
const WAIT = 20_000;
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: WAIT, interval: 100 });
const shown = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function guest(): Promise<{ page: Page; errors: string[] }> {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(WAIT);
  const page = await context.newPage();
  return { page, errors: watchConsole(page) };
}

describe('review photos', () => {
  it('a guest publishes a review with two photos, shown in the list and stored without EXIF', async () => {
    const beach = await phoneJpeg(1200, 900);
    expect(hasGpsPointer((await sharp(beach).metadata()).exif)).toBe(true);
    const { page, errors } = await guest();
    await page.goto(new URL('/product.html?handle=everyday-linen-shirt', baseUrl).href);
    // The product page's reviews block opens its form from "Write a review".
    const block = page.locator('lk-reviews');
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button', { name: 'Write a review' }).click();
    const form = block.getByRole('region', { name: 'Write a review' });
    const rating = form.getByRole('radiogroup', { name: 'Your rating' });
    await shown(rating);
    // Five stars: at or above the store's auto-publish threshold (3), so it is published at once.
    await rating.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
    const title = `Great on the beach ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Title (optional)' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Your review' })
      .fill('Light, breathable and it survived sand and sea. Photos attached.');
    await form.getByRole('textbox', { name: 'Your name' }).fill('Gus');
    await form.getByRole('textbox', { name: 'Your e-mail' }).fill(`gus${Date.now()}@guest.test`);

    await form.getByLabel('Add photos').setInputFiles([
      { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: beach },
      { name: 'label.png', mimeType: 'image/png', buffer: await plainPng(400, 300) },
    ]);
    await shown(form.getByRole('img', { name: 'Photo 2' }));
    await poll(() => form.getByRole('progressbar').count()).toBe(0);
    await form
      .getByRole('textbox', { name: 'Describe photo 2 (optional)' })
      .fill('The care label, close up');
    await form
      .getByRole('checkbox', { name: 'I agree that my review may be published on this store.' })
      .check();
    await form.getByRole('button', { name: 'Submit review' }).click();
    const done = block.getByRole('status').filter({ hasText: 'Thank you!' });
    await shown(done);
    expect(await done.innerText()).toContain('Thank you! Your review is published.');

    // Published: in the list after a reload, with both photos and the shopper's description.
    await page.reload();
    const reviews = page.locator('lk-reviews');
    await reviews.scrollIntoViewIfNeeded();
    await poll(() => reviews.getAttribute('data-state')).toBe('ready');
    // Found by its title, wherever the list's order and pages would put it.
    await reviews.getByRole('searchbox', { name: 'Search reviews' }).fill(title);
    const card = reviews.getByRole('article').filter({ hasText: title });
    await shown(card).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\nThe list shows:\n${await reviews.innerText()}`);
    });
    await shown(card.getByRole('button', { name: 'Open photo 2 of 2' }));
    const sources = await card
      .locator('.lk-review__thumb img')
      .evaluateAll((images) => images.map((i) => (i as HTMLImageElement).src));
    expect(sources).toHaveLength(2);
    await poll(() =>
      card
        .locator('.lk-review__thumb img')
        .evaluateAll((images) => images.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);
    await card.getByRole('button', { name: 'Open photo 2 of 2' }).click();
    await shown(page.getByRole('img', { name: 'The care label, close up' }));

    // The stored files: upright, resized, WebP, and no EXIF at all (so no GPS).
    const stored = await Promise.all(
      sources.map(async (src) => {
        const res = await fetch(src);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        return sharp(Buffer.from(await res.arrayBuffer())).metadata();
      }),
    );
    expect(stored[0]).toMatchObject({ format: 'webp', width: 900, height: 1200 });
    expect(stored[1]).toMatchObject({ format: 'webp', width: 400, height: 300 });
    for (const meta of stored) {
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    expect(errors).toEqual([]);
  });
});
