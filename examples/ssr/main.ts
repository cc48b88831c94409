// `npm run example:ssr`: the example server with the sandbox and the proxy in this process.
// PORT (default 8790) and HOST (127.0.0.1); EXAMPLE_CLIENT=skip serves the pages without the
// browser bundle (server-rendered HTML only, as the smoke test reads it), EXAMPLE_CLIENT=dev
// builds it with React's development warnings (the hydration test).
import { buildClient, CLIENT_DIR } from './build.js';
import { createExampleServer } from './server.js';
import { startStack } from './stack.js';

const port = Number(process.env.PORT ?? 8790);
const host = process.env.HOST ?? '127.0.0.1';

const clientMode = process.env.EXAMPLE_CLIENT;
if (clientMode !== 'skip') {
  await buildClient(CLIENT_DIR, clientMode === 'dev' ? 'development' : 'production');
}
const stack = startStack();
const server = createExampleServer({
  proxy: stack.proxy.fetch,
  storefront: stack.storefront,
  clientDir: CLIENT_DIR,
});
server.listen(port, host, () => {
  console.log(`loyalkit SSR example on http://${host}:${port}/`);
});

const shutdown = () => {
  server.close();
  stack.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
