import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../src/styles.css';

const preview: Preview = {
  // Each story serves the mock proxy through `parameters.msw` (src/mocks); the worker lives in
  // .storybook/public/mockServiceWorker.js.
  loaders: [mswLoader()],
  parameters: {
    // axe runs on every story; a violation fails the story's test (in Chromium, in CI).
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
