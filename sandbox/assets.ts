import type { Hono } from 'hono';

/** Deterministic hue from a string, so each product keeps its colour. */
function hue(seed: string): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A product or media picture drawn as SVG, so demo images need no internet. */
export function placeholderSvg(label: string, width = 600, height = 600): string {
  const h = hue(label);
  const words = label.replace(/[-_]/g, ' ').slice(0, 40);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 60% 82%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 55% 62%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width / 2}" cy="${height / 2 - 30}" r="${Math.min(width, height) / 5}" fill="hsl(${h} 45% 40% / .35)"/>
<text x="50%" y="${height - 60}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(width / 16)}" fill="hsl(${h} 40% 20%)">${escapeXml(words)}</text>
</svg>`;
}

/** `GET /assets/:kind/:name.svg`: generated images for products, variants and media. */
export function registerAssets(app: Hono): void {
  app.get('/assets/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    const match = /^([\w-]{1,80})\.svg$/.exec(file);
    if (!['products', 'variants', 'media'].includes(kind) || !match?.[1]) return c.notFound();
    const [w, h] = kind === 'media' ? [800, 1000] : [600, 600];
    return c.body(placeholderSvg(match[1], w, h), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    });
  });
}
