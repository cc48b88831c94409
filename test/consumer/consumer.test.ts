// The packages as a store adopts them (`npm run test:consumer`, a CI step of its own): packed as
// npm publishes them, installed offline into a scratch Vite + React app and a scratch Node server,
// the app built and rendered in Chromium against the packed proxy and sandbox started with npx.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchConsole } from '../e2e/browser.js';
import {
  freePort,
  installedSize,
  installProject,
  packAll,
  type Packed,
  productionTree,
  REPO,
  run,
  startBin,
  type Started,
  waitFor,
} from './projects.js';

/** What a storefront bundle must never bring: the server's dependencies. */
const SERVER_ONLY = [
  /^sharp$/,
  /^@img\//,
  /^better-sqlite3$/,
  /^ioredis$/,
  /^@aws-sdk\//,
  /^hono$/,
  /^@hono\//,
  /^pino$/,
  /^jose$/,
  /^prom-client$/,
  /^loyalkit-(proxy|sandbox)$/,
];

const root = mkdtempSync(join(tmpdir(), 'loyalkit-consumer-'));
const app = join(root, 'app');
const server = join(root, 'server');
const timings: string[] = [];
let packed: Map<string, Packed>;
const started: Started[] = [];
let browser: Browser | undefined;
let site: Server | undefined;
const ports = { sandbox: 0, proxy: 0, app: 0 };
const METRICS_TOKEN = randomBytes(16).toString('hex');

/** Runs a step and notes how long it took, for the closing report. */
async function timed<T>(what: string, step: () => T | Promise<T>): Promise<T> {
  const start = Date.now();
  const result = await step();
  timings.push(`${what}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** Serves the built app's files, as a store's static host would. */
function serveStatic(dir: string, port: number): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const http = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname);
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file.startsWith(dir) ? file : join(dir, 'index.html'));
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => http.listen(port, '127.0.0.1', () => resolve(http)));
}

beforeAll(async () => {
  packed = await timed('build and pack the four packages', () => packAll(join(root, 'packs')));
  await timed('install the app (loyalkit, React, Vite) offline', () =>
    installProject(
      app,
      {
        name: 'scratch-shop',
        template: 'app',
        packages: ['loyalkit'],
        dependencies: ['react', 'react-dom', '@tanstack/react-query', 'zustand'],
        devDependencies: ['vite', '@vitejs/plugin-react', '@types/react', '@types/react-dom'],
      },
      packed,
    ),
  );
  await timed(
    'install the server (proxy, sandbox, contract) offline, better-sqlite3 compiled',
    () =>
      installProject(
        server,
        {
          name: 'scratch-server',
          template: 'server',
          packages: ['loyalkit-proxy', 'loyalkit-sandbox', 'loyalkit-contract'],
          dependencies: [],
          devDependencies: ['@types/node'],
          // npm runs no dependency's install script unless the project allows it.
          extra: { allowScripts: { 'better-sqlite3': true } },
        },
        packed,
      ),
  );
  ports.sandbox = await freePort();
  ports.proxy = await freePort();
  ports.app = await freePort();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
  await Promise.all(started.map((s) => s.stop()));
  console.log(
    [
      'consumer test:',
      ...timings.map((t) => `  ${t}`),
      'sizes (packed / unpacked / installed with its production dependencies):',
      ...[...(packed ?? new Map<string, Packed>()).values()].map((p) => {
        const project = p.name === 'loyalkit' ? app : server;
        const { total } = installedSize(project, p.name);
        const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
        return `  ${p.name.padEnd(18)} ${mb(p.size)} / ${mb(p.unpackedSize)} / ${mb(total)}`;
      }),
    ].join('\n'),
  );
  if (!process.env.CONSUMER_KEEP) rmSync(root, { recursive: true, force: true });
  else console.log(`kept ${root}`);
});

describe('a store adopting the packed packages', () => {
  it('installs the React package into a Vite app whose production tree has no server dependency', () => {
    const tree = productionTree(app);
    timings.push(`the app's npm ls --omit=dev: ${tree.join(', ')}`);
    expect(tree).toContain('loyalkit');
    expect(tree).toContain('zod');
    expect(tree.filter((name) => SERVER_ONLY.some((p) => p.test(name)))).toEqual([]);
    // The server's packages do bring them: the check would see them.
    expect(productionTree(server)).toEqual(
      expect.arrayContaining(['better-sqlite3', 'hono', 'sharp']),
    );
  });

  it('type-checks the app and the server code against the packed declarations', async () => {
    const tsc = join(REPO, 'node_modules/typescript/bin/tsc');
    await timed('type-check both projects', () => {
      run(process.execPath, [tsc, '-p', 'tsconfig.json'], app);
      run(process.execPath, [tsc, '-p', 'tsconfig.json'], server);
    });
  });

  it('builds the app with Vite', async () => {
    await timed('build the app', () =>
      run(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], app, {
        VITE_PROXY_URL: `http://127.0.0.1:${ports.proxy}`,
      }),
    );
    expect(readFileSync(join(app, 'dist/index.html'), 'utf8')).toContain('<script type="module"');
  });

  it('starts the packed sandbox and the packed proxy with npx, the proxy ready against the sandbox', async () => {
    const sandbox = startBin(server, 'loyalkit-sandbox', {
      PORT: String(ports.sandbox),
      SANDBOX_DB: join(server, '.data/sandbox.sqlite'),
    });
    started.push(sandbox);
    // Up once it refuses a call without a token, as the API does.
    await waitFor(`http://127.0.0.1:${ports.sandbox}/v2/customers/getCustomer`, 401, sandbox);
    const proxy = startBin(server, 'loyalkit-proxy', {
      PORT: String(ports.proxy),
      HOST: '127.0.0.1',
      UPSTREAM_BASE_URL: `http://127.0.0.1:${ports.sandbox}`,
      UPSTREAM_CLIENT_ID: 'demo-client',
      UPSTREAM_CLIENT_SECRET: 'demo-secret',
      PROXY_JWT_SECRET: randomBytes(32).toString('hex'),
      PROXY_CUSTOMER_SIGNING_KEY: randomBytes(16).toString('hex'),
      PROXY_ALLOWED_ORIGINS: `http://127.0.0.1:${ports.app}`,
      PROXY_PUBLIC_URL: `http://127.0.0.1:${ports.proxy}`,
      PROXY_STATE_DB: join(server, '.data/proxy-state.db'),
      PROXY_METRICS_TOKEN: METRICS_TOKEN,
      MEDIA_DIR: join(server, '.data/media'),
    });
    started.push(proxy);
    const ready = await timed('start the sandbox and the proxy until /readyz', () =>
      waitFor(`http://127.0.0.1:${ports.proxy}/readyz`, 200, proxy),
    );
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { upstream: 'ok', state: 'ok' },
    });
  });

  it("renders a product's star rating and reviews in Chromium, read through the packed proxy", async () => {
    site = await serveStatic(join(app, 'dist'), ports.app);
    browser = await launchBrowser();
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await timed('render the widgets in Chromium', async () => {
      await page.goto(`http://127.0.0.1:${ports.app}/`);
      await page.getByRole('heading', { name: 'Wool Beanie' }).waitFor();
      await page.locator('.lk-rating-badge[data-state="rated"]').waitFor({ timeout: 20_000 });
      await page.locator('article.lk-review').first().waitFor({ timeout: 20_000 });
    });
    // The sandbox's demo product 1 is rated: stars with a value and a count of reviews.
    const badge = page.locator('.lk-rating-badge[data-state="rated"]');
    expect(await badge.getByRole('img').getAttribute('aria-label')).toMatch(/[1-5](\.\d)?/);
    expect(await badge.locator('.lk-rating-badge__count').innerText()).toMatch(/[1-9]/);
    const reviews = page.locator('article.lk-review');
    expect(await reviews.count()).toBeGreaterThan(0);
    expect((await reviews.first().locator('.lk-review__title').innerText()).trim()).not.toBe('');
    // Laid out, not only in the DOM: the first review has a real box on the page.
    const box = await reviews.first().boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.height).toBeGreaterThan(40);
    expect(errors).toEqual([]);
  });

  it("counts the app's requests in the packed proxy's /metrics", async () => {
    const res = await fetch(`http://127.0.0.1:${ports.proxy}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(
      /loyalkit_proxy_http_requests_total\{method="GET",route="\/v2\/reviews\/getReviews",status="200"\} [1-9]/,
    );
    expect(text).toMatch(/loyalkit_proxy_upstream_calls_total [1-9]/);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it('starts the packed proxy on an embedded sandbox when no upstream is configured', async () => {
    const port = await freePort();
    const embedded = startBin(server, 'loyalkit-proxy', {
      PORT: String(port),
      SANDBOX_DB: join(server, '.data/embedded.sqlite'),
      PROXY_STATE_DB: join(server, '.data/embedded-state.db'),
      MEDIA_DIR: join(server, '.data/media'),
    });
    started.push(embedded);
    await waitFor(`http://127.0.0.1:${port}/readyz`, 200, embedded);
    const ratings = await fetch(
      `http://127.0.0.1:${port}/v2/reviews/getProductAverageRatings?productIds=1`,
    );
    expect(((await ratings.json()) as { totalCount: number }[])[0]!.totalCount).toBeGreaterThan(0);
    expect(embedded.output()).toContain('embedded sandbox');
  });

  it('packs the library with its embed build and types, and no source', () => {
    const files = run('tar', ['-tzf', packed.get('loyalkit')!.file], root).split('\n');
    expect(files).toContain('package/dist/index.d.ts');
    expect(files).toContain('package/dist/embed/embed.js');
    expect(files.some((f) => f.startsWith('package/src/'))).toBe(false);
    const proxy = run('tar', ['-tzf', packed.get('loyalkit-proxy')!.file], root).split('\n');
    expect(proxy).toContain('package/dist/bin.js');
    expect(proxy.some((f) => f.endsWith('.test.js') || f.includes('test-helpers'))).toBe(false);
  });
});
