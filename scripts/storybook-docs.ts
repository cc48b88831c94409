// `npm run check:storybook-docs` (after `npm run build-storybook`): every component `loyalkit`
// exports (src/index.ts) has a docs page in the static Storybook, checked in Chromium: the page
// renders its description and a props table (the component's own, or its tab when it is a
// subcomponent of a family's page) where every prop has a description and no control is a raw
// "Set object" editor. Prints one line per component; fails on the first gap it names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser.js';
import { serveStatic } from './staticServer.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const staticDir = join(root, 'storybook-static');

/** The components `loyalkit` exports: capitalised names from src/components and src/provider. */
export function exportedComponents(indexSource: string): { name: string; file: string }[] {
  const out: { name: string; file: string }[] = [];
  for (const m of indexSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)\.js'/g)) {
    const file = `src/${m[2]}.tsx`;
    if (!/^src\/(components|provider)\//.test(file)) continue;
    for (const raw of m[1]!.split(',')) {
      const name = raw.trim();
      // Capitalised, not a constant in capitals (EARN_ACTIONS is a table, not a component).
      if (/^[A-Z]\w*$/.test(name) && !/^[A-Z0-9_]+$/.test(name)) out.push({ name, file });
    }
  }
  return out;
}

/** The components a stories file documents: its meta's `component` and `subcomponents`. */
export function documentedBy(storiesSource: string): { component?: string; subs: string[] } {
  const component = /^\s*component:\s*(\w+),/m.exec(storiesSource)?.[1];
  const subs = /^\s*subcomponents:\s*\{([^}]*)\}/m.exec(storiesSource)?.[1] ?? '';
  return {
    ...(component && { component }),
    subs: subs
      .split(',')
      .map((s) => s.split(':')[0]!.trim())
      .filter(Boolean),
  };
}

interface DocsEntry {
  id: string;
  type: string;
  importPath: string;
  title: string;
}

interface Row {
  name: string;
  description: string;
  control: string;
}

/** The props table on a docs page (the named tab's, for a subcomponent). */
async function propsTable(page: Page, tab?: string): Promise<{ intro: string; rows: Row[] }> {
  const table = page.locator('.docblock-argstable').first();
  await table.waitFor({ timeout: 60_000 });
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).first().click();
  return page.evaluate(() => {
    const intro =
      document.querySelector('.sbdocs-content > p, .sbdocs-content .sbdocs-p')?.textContent ?? '';
    const rows = [...document.querySelectorAll('.docblock-argstable tbody tr')].flatMap((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      if (cells.length < 3) return [];
      const name = cells[0]!.textContent!.replace(/\*$/, '').trim();
      // The description, when there is one, is a block of its own above the type's.
      const blocks = cells[1]!.querySelectorAll(':scope > div');
      return [
        {
          name,
          description: blocks.length > 1 ? (blocks[0]!.textContent ?? '').trim() : '',
          control: cells.at(-1)!.textContent!.trim(),
        },
      ];
    });
    return { intro: intro.trim(), rows };
  });
}

async function main() {
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, DocsEntry>;
  };
  const docs = Object.values(index.entries).filter((e) => e.type === 'docs');
  const pages = new Map<string, { entry: DocsEntry; subcomponent: boolean }>();
  for (const entry of docs) {
    if (!entry.importPath.endsWith('.stories.tsx')) continue;
    const { component, subs } = documentedBy(readFileSync(join(root, entry.importPath), 'utf8'));
    if (component) pages.set(component, { entry, subcomponent: false });
    for (const sub of subs) if (!pages.has(sub)) pages.set(sub, { entry, subcomponent: true });
  }
  const components = exportedComponents(readFileSync(join(root, 'src/index.ts'), 'utf8'));
  const problems: string[] = [];
  const server = await serveStatic(staticDir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const { name, file } of components) {
      const found = pages.get(name);
      if (!found) {
        problems.push(`${name} (${file}): no docs page documents it`);
        console.log(`MISSING  ${name}`);
        continue;
      }
      await page.goto(`${server.url}/iframe.html?viewMode=docs&id=${found.entry.id}`);
      const { intro, rows } = await propsTable(page, found.subcomponent ? name : undefined);
      const gaps = [
        ...(intro ? [] : ['no description']),
        ...(rows.length ? [] : ['an empty props table']),
        ...rows.filter((r) => !r.description).map((r) => `${r.name} has no description`),
        ...rows.filter((r) => /^Set object$/.test(r.control)).map((r) => `${r.name}: raw object`),
      ];
      for (const gap of gaps) problems.push(`${name} (${found.entry.id}): ${gap}`);
      console.log(
        `${gaps.length ? 'GAPS   ' : 'ok     '}  ${name.padEnd(22)} ${found.entry.id}${found.subcomponent ? ` (tab)` : ''}: ${rows.length} props${gaps.length ? `; ${gaps.join('; ')}` : ''}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`\n${components.length} exported components, ${problems.length} problems`);
  for (const p of problems) console.log(`  ${p}`);
  process.exit(problems.length ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
