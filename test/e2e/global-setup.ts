// Once per `npm run test:e2e`: builds the embed (what `npm start` does first), then starts the
// stack on a fresh database and hands its URL to the test files.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startStack } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  // As `npm start` runs it: vitest sets NODE_ENV=test, which would make Vite compile the widgets
  // for React's development JSX runtime (absent from the production React the embed defines).
  const env = { ...process.env };
  delete env.NODE_ENV;
  // CI builds the embed in its own step just before (`E2E_EMBED_PREBUILT=1`): no second build.
  if (process.env.E2E_EMBED_PREBUILT !== '1') {
    const build = spawnSync('npm', ['run', 'build:embed'], { cwd: root, encoding: 'utf8', env });
    if (build.status !== 0)
      throw new Error(`npm run build:embed failed:\n${build.stdout}\n${build.stderr}`);
  }
  const stack = await startStack();
  project.provide('baseUrl', stack.url);
  return async () => {
    await stack.stop();
  };
}
