import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, WIDGET_EVENTS, type WidgetEventName } from './widgetEvents.js';

const rows = Object.entries(WIDGET_EVENTS) as [
  WidgetEventName,
  (typeof WIDGET_EVENTS)[WidgetEventName],
][];

describe('the widget events table', () => {
  it('names every event lk:*, in kebab case', () => {
    for (const [name] of rows) expect(name).toMatch(/^lk:[a-z]+(-[a-z]+)*$/);
  });

  it('lists for the analytics bridge exactly the events marked for analytics', () => {
    const marked = rows.filter(([, row]) => row.analytics).map(([name]) => name);
    expect([...ANALYTICS_EVENTS].sort()).toEqual(marked.sort());
  });

  it('carries ids and counts, never personal data: no e-mail, name, phone, address or code', () => {
    const personal = /mail|name|phone|address|code|note|body|title/i;
    for (const [name, row] of rows) {
      for (const field of Object.keys(row.detail.shape)) {
        expect({ name, field, personal: personal.test(field) }).toEqual({
          name,
          field,
          personal: false,
        });
      }
    }
  });

  it('refuses a detail with a field it does not document (an e-mail slipped in)', () => {
    const detail = { productId: 1, variantId: null, wishlistId: null };
    expect(WIDGET_EVENTS['lk:wishlist-added'].detail.safeParse(detail).success).toBe(true);
    const leaked = { ...detail, email: 'ana@demo.test' };
    expect(WIDGET_EVENTS['lk:wishlist-added'].detail.safeParse(leaked).success).toBe(false);
  });

  it('documents every field of every detail', () => {
    for (const [name, row] of rows) {
      expect(row.when, name).not.toBe('');
      for (const [field, schema] of Object.entries(row.detail.shape)) {
        expect({ name, field, described: Boolean(schema.description) }).toMatchObject({
          described: true,
        });
      }
    }
  });
});
