import type { Db } from './db.js';
import { DEFAULT_SETTINGS, type StoreSettings } from './context.js';

/** Reads the store settings, defaults filled in. */
export function readSettings(db: Db): StoreSettings {
  const rows = db.prepare('SELECT key, value FROM settings').all() as {
    key: string;
    value: string;
  }[];
  const stored = Object.fromEntries(
    rows
      .filter((r) => r.key in DEFAULT_SETTINGS)
      .map((r) => [r.key, JSON.parse(r.value) as unknown]),
  );
  return { ...DEFAULT_SETTINGS, ...stored } as StoreSettings;
}

/** Changes some settings. */
export function writeSettings(db: Db, patch: Partial<StoreSettings>): StoreSettings {
  const upsert = db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  db.transaction(() => {
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) upsert.run(key, JSON.stringify(value));
    }
  })();
  return readSettings(db);
}
