// The route table in a few characters a route: the embed build writes `storefrontRoutes` as one
// string (`reviews/getReviews*`, `rewards/redeem!`, …) decoded once in the browser, instead of
// 48 JSON objects whose paths repeat their names. Every storefront path is `/v2/<group>/<name>`;
// a table that breaks that rule is not encoded (the build then inlines it as JSON).
import type { StorefrontRoute } from './routes.js';

// group/name, then ! for POST, ~ takes a locale, * shared by all or ? by guests, :a,b comma arrays.
const TOKEN = /^(\w+)\/(\w+)(!?)(~?)([*?]?)(?::([\w,]+))?$/;

/** The compact text of a route table, or null when one of its paths breaks the convention. */
export function encodeRoutes(routes: Readonly<Record<string, StorefrontRoute>>): string | null {
  const tokens: string[] = [];
  for (const [name, route] of Object.entries(routes)) {
    const group = /^\/v2\/(\w+)\/(\w+)$/.exec(route.path);
    if (!group || group[2] !== name) return null;
    const shared = route.shared === 'all' ? '*' : route.shared === 'guests' ? '?' : '';
    const arrays = route.commaArrays?.length ? `:${route.commaArrays.join(',')}` : '';
    tokens.push(
      `${group[1]}/${name}${route.method === 'POST' ? '!' : ''}${route.takesLocale ? '~' : ''}${shared}${arrays}`,
    );
  }
  return tokens.join(' ');
}

/** The route table a compact text (`encodeRoutes`) stands for. */
export function decodeRoutes(text: string): Record<string, StorefrontRoute> {
  const routes: Record<string, StorefrontRoute> = {};
  for (const token of text.split(' ')) {
    const [, group = '', name = '', post, locale, shared, arrays] = TOKEN.exec(token) ?? [];
    routes[name] = {
      method: post ? 'POST' : 'GET',
      path: `/v2/${group}/${name}`,
      ...(arrays && { commaArrays: arrays.split(',') }),
      ...(locale && { takesLocale: true }),
      ...(shared && { shared: shared === '*' ? 'all' : 'guests' }),
    };
  }
  return routes;
}
