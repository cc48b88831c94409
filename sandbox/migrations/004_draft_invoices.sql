-- A draft order's invoice (like Shopify's `invoice_url`): the secret part of its payment page's
-- address. Orders made before this migration get one too.
ALTER TABLE draft_orders ADD COLUMN invoice_token TEXT;
UPDATE draft_orders SET invoice_token = lower(hex(randomblob(16))) WHERE invoice_token IS NULL;
CREATE UNIQUE INDEX draft_orders_invoice ON draft_orders(invoice_token);
