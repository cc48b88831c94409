// The `[[extensions]]` of a UI extension's shopify.extension.toml: handle and targets, what the
// build needs. Not a TOML parser: it reads the tables these files use, and refuses anything else
// it would have to guess at.
import { readFileSync } from 'node:fs';

/** One extension of a TOML file: its handle and each target's module. */
export interface UiExtension {
  handle: string;
  targets: { target: string; module: string }[];
}

/** The extensions a shopify.extension.toml declares, in its order. */
export function readUiExtensions(file: string): UiExtension[] {
  const out: UiExtension[] = [];
  let table = '';
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[\[?([\w.]+)\]\]?$/.exec(line);
    if (header) {
      table = header[1]!;
      if (table === 'extensions') out.push({ handle: '', targets: [] });
      if (table === 'extensions.targeting') out.at(-1)?.targets.push({ target: '', module: '' });
      continue;
    }
    const pair = /^(\w+)\s*=\s*"([^"]*)"$/.exec(line);
    const current = out.at(-1);
    if (!pair || !current) continue;
    const [, key, value] = pair as unknown as [string, string, string];
    if (table === 'extensions' && key === 'handle') current.handle = value;
    const target = current.targets.at(-1);
    if (table === 'extensions.targeting' && target && (key === 'target' || key === 'module'))
      target[key] = value;
  }
  for (const ext of out) {
    if (!ext.handle || ext.targets.some((t) => !t.target || !t.module))
      throw new Error(`${file}: an extension without a handle, or a target without its module`);
  }
  return out;
}
