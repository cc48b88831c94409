import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The introduction and the design tokens first, then every widget's stories and docs page.
  stories: ['./docs/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The props tables and controls come from TypeScript itself (react-docgen-typescript): props a
  // component inherits (`extends Omit<ReviewListProps, …>`) keep their doc comments, and unions
  // of literals (`initialSort`) become options. react-docgen, the default, loses both.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: './tsconfig.json',
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our props only: not the hundreds of HTML attributes a few parts pass through.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // A design review tool, not a tutorial: no "Get started" checklist in the sidebar or the menu.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
};

export default config;
