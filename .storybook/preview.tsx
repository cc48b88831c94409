import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { CSSProperties } from 'react';
import { BUILT_IN_LOCALES, negotiateLocale } from '../src/i18n/index.js';
import { THEMES, type ThemeName } from '../src/testing/themes.js';
import '../src/styles.css';

/** Sets the chosen theme's public tokens on a page-coloured wrapper, as a merchant's theme would. */
const withTheme: Decorator = (Story, context) => {
  const theme = THEMES[(context.globals.theme as ThemeName | undefined) ?? 'light'] ?? THEMES.light;
  const style = {
    ...theme.tokens,
    background: theme.page,
    color: theme.tokens['--lk-color-text' as keyof typeof theme.tokens],
    padding: 16,
    minBlockSize: '100%',
  } as CSSProperties;
  return (
    <div className="lk-story-theme" data-theme={context.globals.theme ?? 'light'} style={style}>
      <Story />
    </div>
  );
};

/**
 * Puts the story's language and its direction on the page, as an Arabic or Hebrew storefront
 * has them (`<html lang="ar" dir="rtl">`): a story's own locale wins over the toolbar's.
 */
const withLocale: Decorator = (Story, context) => {
  const wanted = (context.parameters.locale as string | undefined) ?? context.globals.locale;
  const { locale, dir } = negotiateLocale({ requested: (wanted as string | undefined) || 'en' });
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;
  return <Story />;
};

const preview: Preview = {
  // Each story serves the mock proxy through `parameters.msw` (src/mocks); the worker lives in
  // .storybook/public/mockServiceWorker.js.
  loaders: [mswLoader()],
  decorators: [withTheme, withLocale],
  // Every widget gets a docs page from its component's doc comments and stories.
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Theme the widgets sit in',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(THEMES).map(([value, t]) => ({ value, title: t.title })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the widgets (stories that pin one keep it)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: '', title: 'Story default' },
          // Each language named in itself: English, français, العربية, 日本語, …
          ...BUILT_IN_LOCALES.map((value) => ({
            value,
            title: new Intl.DisplayNames([value], { type: 'language' }).of(value) ?? value,
            right: negotiateLocale({ requested: value }).dir === 'rtl' ? 'RTL' : '',
          })),
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: '' },
  parameters: {
    // axe runs on every story; a violation fails the story's test (in Chromium, in CI).
    a11y: { test: 'error' },
    layout: 'fullscreen',
    controls: {
      expanded: true,
      sort: 'requiredFirst',
      // A `now` (the clock relative dates count from) is picked as a date, not typed as an epoch.
      matchers: { date: /^now$|At$/, color: /^(color|background)$/ },
    },
    docs: {
      toc: { headingSelector: 'h2, h3' },
      // Each story of a docs page in a frame of its own: each serves its own mock proxy, where
      // stories drawn side by side in one page would share (and overwrite) one.
      story: { inline: false, height: '560px' },
    },
    // The two widths the widgets are reviewed at (the toolbar's viewport menu, the snapshots).
    viewport: {
      options: {
        phone390: {
          name: 'Phone 390',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        desktop1280: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design tokens',
          'Design system',
          'Loyalty',
          'Reviews',
          'Wishlist',
          'Registry',
          'Gallery',
        ],
      },
    },
  },
};

export default preview;
