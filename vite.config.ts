import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import dts from 'vite-plugin-dts';

const external = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@tanstack/react-query',
  'zustand',
  'zod',
  'msw',
];

export default defineConfig({
  plugins: [
    react(),
    dts({
      tsconfigPath: './tsconfig.build.json',
      entryRoot: 'src',
      include: ['src'],
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.test.tsx',
        'src/**/*.test-d.ts',
        'src/**/*.stories.tsx',
      ],
    }),
  ],
  build: {
    lib: {
      entry: { index: 'src/index.ts', api: 'src/api/index.ts', mocks: 'src/mocks/index.ts' },
      formats: ['es'],
    },
    sourcemap: true,
    rollupOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
    },
  },
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/api/**/*.test.ts',
            'sandbox/**/*.test.ts',
            'server-proxy/**/*.test.ts',
            'test/node/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/api/**'],
          setupFiles: ['test/setup-dom.ts'],
          // The embed inlines the widget stylesheet; process it so tests see the real CSS.
          css: { include: [/src\/styles/] },
        },
      },
    ],
  },
});
