import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbedConfig } from './elements.js';
import { FULL } from './full.js';
import { defineChunk } from './mount.js';

// The check itself reads colours the browser resolves (a story measures it in Chromium); here,
// only when the full runtime loads it.
const check = vi.hoisted(() => vi.fn());
vi.mock('./contrastCheck.js', () => ({ checkWidgetContrast: check }));

const config: EmbedConfig = {
  proxyUrl: '/apps/loyalty',
  locale: 'en',
  currency: 'USD',
  allowStorage: false,
  cart: 'ajax',
  cartUrl: '/cart',
};

async function mountFullWidget() {
  const el = document.createElement('lk-vip-progress');
  document.body.append(el);
  const root = el.attachShadow({ mode: 'open' });
  const chunk = defineChunk(
    { 'vip-progress': () => <p>vip</p> },
    { ...FULL, styles: [], messages: [] },
  );
  await act(async () => {
    chunk.mount({ name: 'vip-progress', host: el, root, config });
  });
  await vi.waitFor(() => expect(root.textContent).toContain('vip'));
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  check.mockClear();
});

describe('the embed’s contrast check', () => {
  it('runs in the theme editor, on the widget’s container', async () => {
    vi.stubGlobal('Shopify', { designMode: true });
    const root = await mountFullWidget();
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    expect(check).toHaveBeenCalledWith(root.querySelector('.lk-embed'));
  });

  it('is never loaded for shoppers', async () => {
    vi.stubGlobal('Shopify', { designMode: false });
    await mountFullWidget();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(check).not.toHaveBeenCalled();
  });
});
