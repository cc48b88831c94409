// A minimal React server: Node's http server and `renderToPipeableStream`, the widgets' data
// prefetched through the proxy with loyalkit/server, the document hydrated by `client.tsx`.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createServerClient,
  dehydrateLoyalty,
  prefetchProductPage,
  prefetchStarRatings,
  productJsonLdFromCache,
  serializeState,
} from 'loyalkit/server';
import { Document, PROXY_PATH, type PageData, type PageProduct, type PageProps } from './pages.js';

type FetchHandler = (request: Request) => Response | Promise<Response>;

/** What the example server is built from. */
export interface ExampleServerOptions {
  /** The server-proxy's fetch handler (in this process here; a URL in a real deployment). */
  proxy: FetchHandler;
  /** The storefront's product JSON and images (`/products/{handle}.js`, `/assets/*`). */
  storefront: FetchHandler;
  /** Where the built browser bundle is (`client.js`); without it the pages stay server-only. */
  clientDir: string;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

/** A file below `root`, or undefined (also for a path that tries to leave it). */
async function fileBelow(root: string, path: string): Promise<Buffer | undefined> {
  const target = normalize(join(root, path));
  if (!target.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  return readFile(target).catch(() => undefined);
}

async function sendFile(res: ServerResponse, root: string, path: string): Promise<void> {
  const body = await fileBelow(root, path);
  if (!body) return notFound(res);
  res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
  res.end(body);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

/** The storefront's product JSON in the page's shape (prices in cents). */
function pageProduct(json: Record<string, unknown>): PageProduct {
  return {
    id: Number(json.id),
    handle: String(json.handle),
    title: String(json.title),
    description: String(json.description ?? ''),
    price: Number(json.price),
  };
}

/** Creates the example's HTTP server (not listening yet). */
export function createExampleServer({
  proxy,
  storefront,
  clientDir,
}: ExampleServerOptions): Server {
  // One guest client for the whole process: it opens one session and renews it as needed.
  const client = createServerClient({
    proxyUrl: 'http://proxy.internal',
    fetch: async (input, init) => proxy(new Request(input, init)),
  });
  const store = async (path: string) => storefront(new Request(`http://store.internal${path}`));

  // The browser calls the proxy at the App Proxy path, as on a Shopify storefront.
  const toProxy = getRequestListener((request) => {
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(PROXY_PATH.length) || '/';
    return proxy(new Request(url, request));
  });
  const toStorefront = getRequestListener(storefront);

  /** Streams a page: prefetch, render, and the state for hydration as the bootstrap script. */
  async function render(res: ServerResponse, page: PageData): Promise<void> {
    const queryClient = new QueryClient();
    let jsonLd: string | undefined;
    if (page.kind === 'product') {
      const { product } = page;
      await prefetchProductPage(queryClient, { client, productId: product.id });
      jsonLd = productJsonLdFromCache(queryClient, {
        client,
        product: { id: product.id, name: product.title, url: `/products/${product.handle}` },
      });
    } else {
      await prefetchStarRatings(queryClient, {
        client,
        productIds: page.products.map((p) => p.id),
      });
    }
    const props: PageProps = { page, state: dehydrateLoyalty(queryClient), jsonLd };
    const { pipe, abort } = renderToPipeableStream(
      <Document {...props} queryClient={queryClient} />,
      {
        bootstrapScriptContent: `window.__LOYALKIT_PAGE__=${serializeState(props)}`,
        bootstrapModules: ['/client.js'],
        onShellReady() {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          pipe(res);
        },
        onShellError(error) {
          console.error(error);
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('The page could not be rendered.');
        },
        onError(error) {
          console.error(error);
        },
      },
    );
    setTimeout(abort, 10_000).unref();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://example.internal');
    if (pathname === PROXY_PATH || pathname.startsWith(`${PROXY_PATH}/`)) return toProxy(req, res);
    if (/^\/products\/[^/]+\.js$/.test(pathname) || pathname.startsWith('/assets/')) {
      return toStorefront(req, res);
    }
    if (pathname === '/loyalkit/styles.css') return sendFile(res, srcDir, 'styles.css');
    if (pathname.startsWith('/loyalkit/styles/')) {
      return sendFile(res, join(srcDir, 'styles'), pathname.slice('/loyalkit/styles/'.length));
    }
    if (pathname === '/example.css') return sendFile(res, here, 'example.css');
    // Browsers ask for an icon on every page; the example has none to give.
    if (pathname === '/favicon.ico') return void res.writeHead(204).end();
    if (pathname === '/client.js' || pathname.startsWith('/chunks/')) {
      return sendFile(res, clientDir, pathname.slice(1));
    }
    if (pathname === '/') {
      const { products } = (await (await store('/products.json')).json()) as {
        products: Record<string, unknown>[];
      };
      return render(res, { kind: 'collection', products: products.slice(0, 12).map(pageProduct) });
    }
    const handleName = /^\/products\/([a-z0-9-]+)$/.exec(pathname)?.[1];
    if (handleName) {
      const found = await store(`/products/${handleName}.js`);
      if (!found.ok) return notFound(res);
      return render(res, { kind: 'product', product: pageProduct(await found.json()) });
    }
    return notFound(res);
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Server error');
    });
  });
}
