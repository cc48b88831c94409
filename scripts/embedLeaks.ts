// The embed must not carry server-only operations (issue 16): not their names, paths or summaries,
// and not the patterns of their schemas (a webhook secret's `whsec_` form). The markers are read
// from the operation table's `policy: 'server'` rows, never from a hand list, so a new server-only
// operation is guarded the day it is added. `npm run size` fails on any hit.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import type { Operation } from '../src/api/index.js';

/** A text that gives a server-only operation away, and the operation it belongs to. */
export interface Marker {
  operation: string;
  text: string;
  /** Matched as a whole identifier (an operation's name), not inside a longer one. */
  word: boolean;
}

/** Every `pattern` and `description` string in a JSON Schema, however deep. */
function schemaStrings(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) schemaStrings(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'pattern' || key === 'description') && typeof value === 'string') {
        found.add(value);
      } else schemaStrings(value, found);
    }
  }
  return found;
}

function stringsOf(op: Operation): Set<string> {
  const found = new Set<string>();
  for (const schema of [op.request, op.response, op.storefrontResponse]) {
    schemaStrings(z.toJSONSchema(schema, { unrepresentable: 'any' }), found);
  }
  return found;
}

/**
 * The markers of the server-only operations: name, path, summary, and each schema pattern or
 * description no storefront operation shares (a shared one proves nothing).
 */
export function serverOnlyMarkers(operations: readonly Operation[]): Marker[] {
  const storefront = new Set(
    operations.filter((op) => op.policy !== 'server').flatMap((op) => [...stringsOf(op)]),
  );
  return operations
    .filter((op) => op.policy === 'server')
    .flatMap((op) => [
      { operation: op.name, text: op.name, word: true },
      { operation: op.name, text: op.path, word: false },
      { operation: op.name, text: op.summary, word: false },
      ...[...stringsOf(op)]
        .filter((text) => !storefront.has(text))
        .map((text) => ({ operation: op.name, text, word: false })),
    ]);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** How a marker may be written in built code: as is, or with `/` escaped in a regex literal. */
function matcher(marker: Marker): RegExp {
  const forms = [marker.text, marker.text.replaceAll('/', '\\/')].map(escape).join('|');
  return new RegExp(marker.word ? `(?<![\\w$])(?:${forms})(?![\\w$])` : forms);
}

/** A file under the directory that holds a marker. */
export interface Leak {
  file: string;
  operation: string;
  text: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every marker found in every file under `dir` (paths relative to it). */
export function findLeaks(dir: string, markers: readonly Marker[]): Leak[] {
  const compiled = markers.map((marker) => [marker, matcher(marker)] as const);
  return filesUnder(dir).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return compiled
      .filter(([, pattern]) => pattern.test(text))
      .map(([marker]) => ({
        file: relative(dir, file),
        operation: marker.operation,
        text: marker.text,
      }));
  });
}
