// The store's server: the React Router build as a web-standard fetch handler (as Hydrogen runs
// on Oxygen), on Node through @hono/node-server, with the built files served from build/client.
// `npm start` in this folder after `npm run build`; PORT (default 3001) and HOST (127.0.0.1).
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, type ServerBuild } from 'react-router';

const here = new URL('.', import.meta.url).pathname;
const build = (await import(
  new URL('./build/server/index.js', import.meta.url).href
)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

const app = new Hono();
app.use(compress());
// Hashed file names: kept for a year.
app.use(
  '/static/*',
  serveStatic({
    root: `${here}build/client`,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
);
app.all('*', (c) => handle(c.req.raw));

const port = Number(process.env.PORT ?? 3001);
const hostname = process.env.HOST ?? '127.0.0.1';
const server = serve({ fetch: app.fetch, port, hostname }, () => {
  console.log(`loyalkit React Router example on http://${hostname}:${port}/`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
