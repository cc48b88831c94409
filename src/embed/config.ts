import type { EmbedConfig } from './elements.js';

const read = (el: Element | null, name: string): string | undefined =>
  el?.getAttribute(name) ?? el?.getAttribute(`data-${name}`) ?? undefined;

/**
 * Reads the page config: a `<lk-config>` element wins, else the loader script's `data-*`
 * attributes. `proxy-url` defaults to the App Proxy path `/apps/loyalty`.
 */
export function readEmbedConfig(doc: Document, script: HTMLScriptElement | null): EmbedConfig {
  const el = doc.querySelector('lk-config') ?? script;
  const customerId = read(el, 'customer-id');
  const timestamp = read(el, 'customer-timestamp');
  const signature = read(el, 'customer-signature');
  const demoCustomer = read(el, 'demo-customer');
  const loginUrl = read(el, 'login-url');
  const registerUrl = read(el, 'register-url');
  return {
    proxyUrl: read(el, 'proxy-url') ?? '/apps/loyalty',
    locale: read(el, 'locale') ?? (doc.documentElement.lang || 'en'),
    currency: read(el, 'currency') ?? 'USD',
    allowStorage: read(el, 'storage') === 'allowed',
    ...(customerId && timestamp && signature && { customer: { customerId, timestamp, signature } }),
    ...(demoCustomer && { demoCustomer }),
    ...(loginUrl && { loginUrl }),
    ...(registerUrl && { registerUrl }),
  };
}
