// For the embed's tests: any React node mounted as a widget, in a light root (the star badge's)
// or in the full runtime's, on a page of its own.
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { EmbedConfig, EmbedWidgetName } from './elements.js';
import { FULL } from './full.js';
import { defineChunk } from './mount.js';

let pages = 0;
/** A config of its own per call: a new page runtime, so a new page cache. */
export function freshConfig(): EmbedConfig {
  pages += 1;
  return {
    proxyUrl: `/apps/test-${pages}`,
    locale: 'en',
    currency: 'USD',
    allowStorage: false,
    cart: 'ajax',
    cartUrl: '/cart',
  };
}

const light = defineChunk(
  { 'star-rating': ({ host }) => (host as HTMLElement & { node: ReactNode }).node },
  { styles: [], messages: [] },
);
const full = defineChunk(
  { reviews: ({ host }) => (host as HTMLElement & { node: ReactNode }).node },
  { ...FULL, styles: [], messages: [] },
);

/** Mounts a widget showing `node` in the light root or in the full runtime's. */
export async function mountIn(
  config: EmbedConfig,
  node: ReactNode,
  root: 'light' | 'full' = 'light',
): Promise<ShadowRoot> {
  const name: EmbedWidgetName = root === 'light' ? 'star-rating' : 'reviews';
  const el = Object.assign(document.createElement(`lk-${name}`), { node });
  document.body.append(el);
  const shadow = el.attachShadow({ mode: 'open' });
  await act(async () => {
    (root === 'light' ? light : full).mount({ name, host: el, root: shadow, config });
  });
  return shadow;
}
