// The demo storefront (sandbox mode only): theme-like pages that use the embed exactly as a theme
// would, a Shopify-style product feed from the sandbox catalog, and the sandbox's images.
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { DEMO_CUSTOMERS } from '../sandbox/seed/loyaltyCustomers.js';
import { productJsonLdFromReads } from '../src/server/jsonLd.js';
import { registerDemoCart } from './demoCart.js';
import type { SharedRead } from './sharedRead.js';

const SHOPPER_NOTES: Record<keyof typeof DEMO_CUSTOMERS, string> = {
  ana: 'Silver, rich in points',
  ben: 'new member',
  cara: 'Gold, top tier',
  dan: 'referred by Ana',
  eve: 'punch card, a reward to use',
  finn: 'a few points',
};

/** The demo customers the sign-in switch offers, with what makes each one interesting. */
export function demoShoppers(): DemoSiteOptions['customers'] {
  return (Object.keys(DEMO_CUSTOMERS) as (keyof typeof DEMO_CUSTOMERS)[]).map((who) => ({
    email: DEMO_CUSTOMERS[who].email,
    firstName: DEMO_CUSTOMERS[who].firstName,
    lastName: DEMO_CUSTOMERS[who].lastName,
    note: SHOPPER_NOTES[who],
  }));
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface DemoSiteOptions {
  /** The embedded sandbox's fetch handler (for the catalog and images). */
  sandboxFetch: (req: Request) => Promise<Response>;
  /** Admin key of the sandbox control API. */
  adminKey: string;
  /** Demo shoppers offered by the sign-in switch. */
  customers: readonly { email: string; firstName: string; lastName: string; note: string }[];
  /** Folder of the demo pages (default `demo/`). */
  pagesDir?: string;
  /** Folder of the built embed (default `dist/embed/`). */
  embedDir?: string;
  /**
   * The proxy's shared reads (`sharedReader(proxy.deps)`): with it, the product page carries its
   * review JSON-LD rendered on the server, from the same cached reads the widgets make.
   */
  readShared?: SharedRead;
}

interface SandboxProduct {
  id: number;
  handle: string;
  title: string;
  description: string;
  image: string | null;
  price: number;
  variants: { id: number; title: string; price: number; image: string | null }[];
}

const repoPath = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

/** Content types worth compressing (images are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/json)/;
/** A built file whose name carries its content hash (`chunks/runtime-BujuUK3M.js`). */
const HASHED = /-[A-Za-z0-9_-]{8}\.js$/;

const compressed = new Map<string, { version: number | string; br: Buffer; gzip: Buffer }>();

/** The body in the best encoding the browser accepts (brotli, gzip), kept per file version. */
function encode(
  key: string,
  version: number | string,
  body: Buffer,
  accept: string,
): { body: Buffer; encoding?: string } {
  const br = /\bbr\b/.test(accept);
  const gzip = /\bgzip\b/.test(accept);
  if (!br && !gzip) return { body };
  let entry = compressed.get(key);
  if (entry?.version !== version) {
    entry = {
      version,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
    };
    compressed.set(key, entry);
  }
  return br ? { body: entry.br, encoding: 'br' } : { body: entry.gzip, encoding: 'gzip' };
}

/** A response compressed for the request, with `Vary` so caches keep one per encoding. */
function respond(
  req: Request,
  key: string,
  version: number | string,
  raw: Buffer | string,
  contentType: string,
  cacheControl: string,
): Response {
  const body = typeof raw === 'string' ? Buffer.from(raw) : raw;
  const out = COMPRESSIBLE.test(contentType)
    ? encode(key, version, body, req.headers.get('accept-encoding') ?? '')
    : { body };
  return new Response(new Uint8Array(out.body), {
    headers: {
      'content-type': contentType,
      'cache-control': cacheControl,
      vary: 'Accept-Encoding',
      ...(out.encoding && { 'content-encoding': out.encoding }),
    },
  });
}

/**
 * Reads a file below `root`, refusing any path that escapes it, compressed for the request.
 * A hashed build file never changes under its name: cached for a year, immutable; anything
 * else is revalidated.
 */
async function serveFile(req: Request, root: string, path: string): Promise<Response | undefined> {
  const target = normalize(join(root, path));
  if (!target.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    const [body, info] = await Promise.all([readFile(target), stat(target)]);
    const cacheControl = HASHED.test(target) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const type = CONTENT_TYPES[extname(target)] ?? 'application/octet-stream';
    return respond(req, target, info.mtimeMs, body, type, cacheControl);
  } catch {
    return undefined;
  }
}

/** The product in the shape of Shopify's `/products/{handle}.js` (prices in cents). */
function shopifyProduct(p: SandboxProduct) {
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    description: p.description,
    price: Math.round(p.price * 100),
    featured_image: p.image,
    images: p.image ? [p.image] : [],
    variants: p.variants.map((v) => ({
      id: v.id,
      title: v.title,
      price: Math.round(v.price * 100),
      available: true,
      featured_image: v.image ? { src: v.image } : null,
    })),
  };
}

export function demoSite(options: DemoSiteOptions): Hono {
  const pagesDir = options.pagesDir ?? repoPath('demo');
  const embedDir = options.embedDir ?? repoPath('dist/embed');
  const app = new Hono();

  const catalog = async (): Promise<SandboxProduct[]> => {
    const res = await options.sandboxFetch(
      new Request('http://sandbox.internal/sandbox/products', {
        headers: { 'x-sandbox-admin-key': options.adminKey },
      }),
    );
    if (!res.ok) throw new Error(`sandbox catalog: ${res.status}`);
    const body = (await res.json()) as { products: SandboxProduct[] } | SandboxProduct[];
    return Array.isArray(body) ? body : body.products;
  };

  registerDemoCart(app, async (id) => {
    for (const p of await catalog()) {
      const v = p.variants.find((x) => x.id === id);
      if (v) {
        return {
          id: v.id,
          productId: p.id,
          handle: p.handle,
          title: p.title,
          variantTitle: v.title,
          price: Math.round(v.price * 100),
          image: v.image ?? p.image,
        };
      }
    }
    return undefined;
  });
  app.get('/products.json', async (c) =>
    c.json({ products: (await catalog()).map(shopifyProduct) }),
  );
  // `/products/{handle}.js` (or `{id}.js`) is the product's JSON; `/products/{handle}` (the
  // platform's product URL, which widgets link to) opens the demo product page.
  app.get('/products/:file', async (c) => {
    const file = c.req.param('file');
    const json = /^([a-z0-9-]+)\.js$/.exec(file)?.[1];
    if (!json) {
      return /^[a-z0-9-]+$/.test(file)
        ? c.redirect(`/product.html?handle=${encodeURIComponent(file)}`)
        : c.notFound();
    }
    // Widgets that know a product only by id (registry items) ask for `/products/{id}.js`.
    const all = await catalog();
    const product = all.find((p) => p.handle === json) ?? all.find((p) => String(p.id) === json);
    return product ? c.json(shopifyProduct(product)) : c.notFound();
  });
  app.get('/demo/customers.json', (c) => c.json(options.customers));
  // A gifter's invoice (E47's `invoiceUrl`) is the store's page, as on Shopify: the sandbox,
  // which plays the platform, serves it and completes the draft order when it is paid.
  app.on(['GET', 'POST'], '/invoices/:id/:token', (c) =>
    options.sandboxFetch(
      new Request(new URL(c.req.path, 'http://sandbox.internal'), {
        method: c.req.method,
        headers: { 'content-type': c.req.header('content-type') ?? 'text/plain' },
      }),
    ),
  );
  app.get('/assets/*', (c) =>
    options.sandboxFetch(new Request(new URL(c.req.path, 'http://sandbox.internal'))),
  );
  app.get('/embed/*', async (c) => {
    const res = await serveFile(c.req.raw, embedDir, c.req.path.slice('/embed/'.length));
    return res ?? c.text('The embed is not built: run npm run build:embed', 404);
  });
  app.get(
    '/demo/*',
    async (c) =>
      (await serveFile(c.req.raw, pagesDir, c.req.path.slice('/demo/'.length))) ?? c.notFound(),
  );
  // Browsers ask for /favicon.ico on every page: answer with the demo's icon, not a 404.
  app.get(
    '/favicon.ico',
    async (c) => (await serveFile(c.req.raw, pagesDir, 'favicon.svg')) ?? c.notFound(),
  );
  // Pages are fragments (`demo/pages/<name>.html`, first line `<!-- title: … -->`) put into the
  // theme's one layout, as a theme renders its templates.
  // The product page's rich results, as a theme renders them into its product template: the
  // product the page script shows (`?handle=`, else the first) with its rating and first reviews.
  const productJsonLd = async (url: URL): Promise<string> => {
    const read = options.readShared;
    if (!read) return '';
    const all = await catalog();
    const p = all.find((x) => x.handle === url.searchParams.get('handle')) ?? all[0];
    if (!p) return '';
    try {
      const json = await productJsonLdFromReads(
        {
          getProductRatings: (input) => read('getProductRatings', input),
          getReviews: (input) => read('getReviews', input),
        },
        {
          product: {
            id: p.id,
            name: p.title,
            url: new URL(`/products/${p.handle}`, url).href,
            description: p.description,
            ...(p.image && { image: new URL(p.image, url).href }),
          },
        },
      );
      return `<script type="application/ld+json">${json}</script>\n`;
    } catch {
      // Without the reads (upstream down, budget spent) the page still renders, without them.
      return '';
    }
  };
  const page = async (req: Request, name: string, head = ''): Promise<Response | undefined> => {
    if (!/^[a-z-]+$/.test(name)) return undefined;
    try {
      const [layout, fragment] = await Promise.all([
        readFile(join(pagesDir, 'layout.html'), 'utf8'),
        readFile(join(pagesDir, 'pages', `${name}.html`), 'utf8'),
      ]);
      const title = /^<!-- title: (.+?) -->/.exec(fragment)?.[1] ?? 'Shop';
      let html = layout
        .replace('{{title}}', title)
        .replace('{{content}}', fragment.replace(/^<!--.*?-->\n/, ''))
        // The head goes in last, through a function: text from reviews must never be read as a
        // placeholder (`{{content}}`) or a replacement pattern (`$&`).
        .replace('</head>', () => `${head}</head>`);
      // `?noembed`: the same page without the widgets (what they cost, measured by Lighthouse).
      const noembed = new URL(req.url).searchParams.has('noembed');
      if (noembed) {
        html = html.replace(
          /\s*<link rel="stylesheet" href="\/embed\/[^>]*>|\s*<script src="\/embed\/[^>]*><\/script>/g,
          '',
        );
      }
      // Compressed once per page version (the layout and fragment as they are now).
      return respond(
        req,
        `page:${name}:${noembed}`,
        html,
        html,
        CONTENT_TYPES['.html']!,
        'no-cache',
      );
    } catch {
      return undefined;
    }
  };
  app.get('/', async (c) => (await page(c.req.raw, 'index')) ?? c.notFound());
  app.get('/product.html', async (c) => {
    const head = await productJsonLd(new URL(c.req.url));
    return (await page(c.req.raw, 'product', head)) ?? c.notFound();
  });
  app.get(
    '/:page{[a-z-]+\\.html}',
    async (c) =>
      (await page(c.req.raw, c.req.param('page').replace(/\.html$/, ''))) ?? c.notFound(),
  );
  return app;
}
