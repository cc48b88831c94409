import '@testing-library/jest-dom/vitest';
import './dialog-polyfill.js';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { BUILT_IN_LOCALES, loadCatalog } from '../src/i18n/index.js';

// Catalogs other than English load on first use (a chunk each). Widget tests render in a warm
// page, as after the first widget: the lazy path itself is tested in src/i18n.
beforeAll(() => Promise.all(BUILT_IN_LOCALES.map((locale) => loadCatalog(locale))));

// `findBy*` waits for what a widget shows after its data arrives. On two shared cores a
// re-render after a filter change can take past the 1 s default; a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
