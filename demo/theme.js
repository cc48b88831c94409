// The demo theme's own script: what a real theme's Liquid would render on the server, done here
// in the browser from the store's product feed. The widgets themselves come only from embed.js.
const DEMO_KEY = 'demo-customer';

/**
 * The shared header is in the layout's HTML (so it paints at once and never shifts); this marks
 * the current page's link and fills the demo sign-in switch.
 */
export async function renderHeader(active) {
  for (const link of document.querySelectorAll('.site-nav a')) {
    if (link.getAttribute('href') === active) link.setAttribute('aria-current', 'page');
  }
  keepLocale();
  newsletter();
  // The cart count, as a theme's header keeps it: from /cart.js, and again when a widget adds.
  const cartCount = document.querySelector('#cart-count');
  const refreshCart = async () => {
    const res = await fetch('/cart.js');
    if (res.ok && cartCount) cartCount.textContent = String((await res.json()).item_count);
  };
  document.addEventListener('lk:cart-updated', () => void refreshCart());
  void refreshCart();
  const select = document.querySelector('#demo-customer');
  if (!select) return;
  const current = localStorage.getItem(DEMO_KEY) ?? '';
  try {
    const res = await fetch('/demo/customers.json');
    const customers = res.ok ? await res.json() : [];
    for (const c of customers) {
      const option = new Option(`${c.firstName} ${c.lastName} (${c.note})`, c.email);
      select.append(option);
    }
  } catch {
    // The switch only exists in sandbox mode.
  }
  select.value = current;
  select.addEventListener('change', () => {
    if (select.value) localStorage.setItem(DEMO_KEY, select.value);
    else localStorage.removeItem(DEMO_KEY);
    location.reload();
  });
}

/**
 * The widgets' language (`?locale=`): the header's switcher shows and changes it, and every link
 * to another page of the store, the theme's or a widget's (in its shadow root), keeps it.
 */
function keepLocale() {
  const locale = new URLSearchParams(location.search).get('locale');
  const select = document.querySelector('#demo-locale');
  if (select) {
    select.value = locale ?? 'en';
    select.addEventListener('change', () => {
      const url = new URL(location.href);
      if (select.value === 'en') url.searchParams.delete('locale');
      else url.searchParams.set('locale', select.value);
      location.assign(url.href);
    });
  }
  if (!locale) return;
  document.addEventListener(
    'click',
    (event) => {
      const link = event.composedPath().find((node) => node instanceof HTMLAnchorElement);
      if (!link?.href) return;
      const url = new URL(link.href, location.href);
      const samePage = url.pathname === location.pathname && url.hash !== '';
      if (url.origin !== location.origin || url.searchParams.has('locale') || samePage) return;
      url.searchParams.set('locale', locale);
      link.href = url.href;
    },
    true,
  );
}

/** The theme's newsletter form (a demo: it only thanks the shopper). */
function newsletter() {
  const form = document.querySelector('#newsletter');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    form.querySelector('.newsletter__done').textContent = 'Thank you! You are on the list.';
    form.reset();
  });
}

export async function products() {
  const res = await fetch('/products.json');
  if (!res.ok) return [];
  return (await res.json()).products;
}

// One formatter for the page: making one loads the locale's data (tens of ms on a phone), so a
// grid of cards must not make one per price.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function money(cents) {
  return usd.format(cents / 100);
}

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A product card of a grid, with its star badge and wishlist heart. The image repeats the title's
 * link for the pointer only: one link per product for keyboards and screen readers.
 */
export function card(p) {
  return `<li class="card">
    <a href="/product.html?handle=${encodeURIComponent(p.handle)}" tabindex="-1" aria-hidden="true"><img src="${escape(p.featured_image)}" alt="" width="600" height="600" loading="lazy"></a>
    <h3><a href="/product.html?handle=${encodeURIComponent(p.handle)}">${escape(p.title)}</a></h3>
    <p class="price">${money(p.price)}</p>
    <lk-star-rating product-id="${p.id}"></lk-star-rating>
    <lk-wishlist-button product-id="${p.id}" product-title="${escape(p.title)}"></lk-wishlist-button>
  </li>`;
}
