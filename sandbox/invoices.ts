// The store's invoice page of a gifter's draft order (E47's `invoiceUrl`), as Shopify serves one
// for a draft order: what is ordered, the total, and a demo "Pay" button. Paying completes the
// draft order, which records the order and counts its lines in the registry's purchased amounts.
import type { Context, Hono } from 'hono';
import { ApiError, Id } from '../src/api/index.js';
import type { SandboxContext } from './context.js';
import {
  completeDraftOrder,
  draftByInvoice,
  invoicePath,
  toDraftOrder,
  type DraftRow,
} from './engagement/draftOrders.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface PricedLine {
  title: string;
  variant: string;
  quantity: number;
  price: number;
}

function pricedLines(ctx: SandboxContext, draft: DraftRow): PricedLine[] {
  const find = ctx.db.prepare(
    `SELECT p.title AS title, v.title AS variant, v.price AS price
     FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?`,
  );
  return toDraftOrder(ctx.db, draft).lines.map((line) => {
    const row = find.get(line.variantId) as
      { title: string; variant: string; price: number } | undefined;
    return {
      title: row?.title ?? `Product ${line.productId}`,
      variant: row?.variant ?? '',
      quantity: line.quantity,
      price: row?.price ?? 0,
    };
  });
}

function page(ctx: SandboxContext, draft: DraftRow): string {
  const { currency, storeUrl } = ctx.settings();
  const money = (n: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n);
  const lines = pricedLines(ctx, draft);
  const total = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const paid = draft.status === 'completed';
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${escape(l.title)}${l.variant && l.variant !== 'Default Title' ? ` (${escape(l.variant)})` : ''}</td><td>${l.quantity}</td><td>${money(l.price * l.quantity)}</td></tr>`,
    )
    .join('');
  const action = paid
    ? `<p role="status">Payment received. Thank you${draft.customer_name ? `, ${escape(draft.customer_name)}` : ''}!</p>`
    : `<form method="post"><button type="submit">Pay ${money(total)}</button></form>
       <p class="note">Demo store: no card is charged.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice #${draft.id}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1d1b22}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}
button{font:inherit;padding:.6rem 1.2rem;background:#2d5b3a;color:#fff;border:0;border-radius:6px;cursor:pointer}
.note{color:#555}</style></head>
<body><main>
<h1>Invoice #${draft.id}</h1>
<p>${paid ? 'Paid' : 'Awaiting payment'}: a gift from a registry.</p>
<table><caption>Your gifts</caption><thead><tr><th scope="col">Gift</th><th scope="col">Quantity</th><th scope="col">Amount</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="2">Total</th><td>${money(total)}</td></tr></tfoot></table>
${action}
<p><a href="${escape(storeUrl)}">Back to the store</a></p>
</main></body></html>`;
}

function params(c: Context): { id: number; token: string } {
  const id = Id.safeParse(Number(c.req.param('id')));
  const token = c.req.param('token') ?? '';
  if (!id.success || !/^[0-9a-f]{32}$/.test(token))
    throw ApiError.of('not_found', 'no such invoice');
  return { id: id.data, token };
}

/**
 * `GET /invoices/:id/:token` shows a draft order's invoice; `POST` pays it (once: paying a paid
 * invoice shows it paid). The token in the address is the only key, as with Shopify's invoices.
 */
export function registerInvoices(app: Hono, context: () => SandboxContext): void {
  app.get('/invoices/:id/:token', (c) => {
    const { id, token } = params(c);
    const ctx = context();
    return c.html(page(ctx, draftByInvoice(ctx.db, id, token)), 200, {
      'cache-control': 'no-store',
    });
  });
  app.post('/invoices/:id/:token', (c) => {
    const { id, token } = params(c);
    const ctx = context();
    ctx.db.transaction(() => {
      const draft = draftByInvoice(ctx.db, id, token);
      if (draft.status === 'open') completeDraftOrder(ctx, id);
    })();
    // Post/redirect/get: a reload shows the paid invoice, it does not post again.
    return c.redirect(invoicePath(id, token), 303);
  });
}
