import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

/** The kit's own colours and name in Storybook's frame (tokens.css: accent, text, surface). */
const theme = create({
  base: 'light',
  brandTitle: 'loyalkit',
  brandUrl: './?path=/docs/introduction--docs',
  brandTarget: '_self',
  colorPrimary: '#4b2fb5',
  colorSecondary: '#4b2fb5',
  textColor: '#1d1b26',
  textMutedColor: '#5a5766',
  appBg: '#f7f6fa',
  appContentBg: '#ffffff',
  appBorderColor: '#d9d5e3',
  appBorderRadius: 10,
  barSelectedColor: '#4b2fb5',
});

addons.setConfig({ theme, sidebar: { showRoots: true } });
