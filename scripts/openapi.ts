// Writes docs/openapi.json from the operation table (npm run openapi).
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../src/api/openapi.js';

const target = new URL('../docs/openapi.json', import.meta.url);
mkdirSync(new URL('.', target), { recursive: true });
const doc = buildOpenApiDocument();
writeFileSync(target, `${JSON.stringify(doc, null, 2)}\n`);
const count = Object.values(doc.paths as Record<string, object>).reduce(
  (n, methods) => n + Object.keys(methods).length,
  0,
);
console.log(`wrote docs/openapi.json: ${count} operations`);
