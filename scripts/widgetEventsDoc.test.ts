import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { WIDGET_EVENTS } from '../src/api/widgetEvents.js';
import { withWidgetEvents } from './widgetEventsDoc.js';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const readme = readFileSync(readmePath, 'utf8');

describe("the README's table of widget events", () => {
  it('is what npm run openapi writes from src/api/widgetEvents.ts', async () => {
    const expected = await format(withWidgetEvents(readme), {
      ...(await resolveConfig(readmePath)),
      filepath: readmePath,
    });
    expect(readme).toBe(expected);
  });

  it('has a row for every event, with its detail fields', () => {
    for (const [name, row] of Object.entries(WIDGET_EVENTS)) {
      const line = readme.split('\n').find((l) => l.startsWith(`| \`${name}\``));
      expect(line, name).toBeDefined();
      for (const field of Object.keys(row.detail.shape)) expect(line).toContain(`\`${field}\``);
    }
  });
});
