// Writes docs/openapi.json (the API v2) and docs/storefront-openapi.json (what a browser sees
// through the proxy) from the contract in src/api (npm run openapi).
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocument, buildStorefrontDocument } from '../src/api/openapi/index.js';

const documents = {
  'openapi.json': buildOpenApiDocument(),
  'storefront-openapi.json': buildStorefrontDocument(),
};
const docs = new URL('../docs/', import.meta.url);
mkdirSync(docs, { recursive: true });
for (const [file, doc] of Object.entries(documents)) {
  writeFileSync(new URL(file, docs), `${JSON.stringify(doc, null, 2)}\n`);
  const count = Object.values(doc.paths as Record<string, object>).reduce(
    (n, methods) => n + Object.keys(methods).length,
    0,
  );
  console.log(`wrote docs/${file}: ${count} operations`);
}
