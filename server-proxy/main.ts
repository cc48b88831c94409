// `npm run proxy` / `npm start`: the server-proxy, against UPSTREAM_BASE_URL or, without one,
// against the embedded sandbox (demo data, its own SQLite file) with the demo storefront in
// front, zero configuration. The package's command (bin.ts) is the same without the storefront.
import { serveProxy } from './serve.js';

void serveProxy(process.env, {
  // The demo storefront exists only in this repository and only in front of the sandbox.
  async sandboxSite({ sandbox, adminKey, proxy }) {
    const { demoSite, demoShoppers } = await import('./demo.js');
    const { sharedReader } = await import('./sharedRead.js');
    return demoSite({
      sandboxFetch: (request) => sandbox.fetch(request),
      adminKey,
      customers: demoShoppers(),
      // The product page reads through the proxy once it serves requests.
      readShared: (name, input) => sharedReader(proxy().deps)(name, input),
    });
  },
});
