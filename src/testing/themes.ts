// Themes for design review: what a merchant's theme sets through the public --lk-* tokens
// (README "Theming"). Storybook's toolbar switches between them; the screenshots use them too.

/** The public custom properties a theme sets, by name. */
export type ThemeTokens = Readonly<Record<`--lk-${string}`, string>>;

/** A theme for review: its tokens and the page colour behind the widgets. */
export interface ReviewTheme {
  title: string;
  /** The host page's background (a dark theme sits on a dark page). */
  page: string;
  tokens: ThemeTokens;
}

/** The themes of the review tools: the defaults, a dark surface, a serif boutique. */
export const THEMES = {
  light: { title: 'Light (defaults)', page: '#ffffff', tokens: {} },
  dark: {
    title: 'Dark surface',
    page: '#121117',
    tokens: {
      '--lk-color-surface': '#1c1b22',
      '--lk-color-surface-2': '#282631',
      '--lk-color-text': '#f3f1f8',
      '--lk-color-muted': '#b9b5c6',
      '--lk-color-border': '#4a4655',
      '--lk-color-accent': '#b9a6ff',
      '--lk-color-accent-contrast': '#17151d',
      '--lk-color-star': '#f2b84b',
      '--lk-color-star-empty': '#7c778c',
      '--lk-color-focus': '#8ab4ff',
      '--lk-color-success': '#74d6a0',
      '--lk-color-danger': '#ff9a90',
    },
  },
  serif: {
    title: 'Serif boutique',
    page: '#fbf8f1',
    tokens: {
      '--lk-font-family': "Georgia, 'Times New Roman', serif",
      '--lk-color-surface': '#fffdf8',
      '--lk-color-text': '#2b2118',
      '--lk-color-muted': '#6b5d4f',
      '--lk-color-border': '#e0d5c3',
      '--lk-color-accent': '#7a3b1d',
      '--lk-color-star': '#8f5a00',
      '--lk-radius': '2px',
    },
  },
} as const satisfies Record<string, ReviewTheme>;

/** A theme's name in THEMES. */
export type ThemeName = keyof typeof THEMES;
