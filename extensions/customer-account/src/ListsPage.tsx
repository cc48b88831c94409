// customer-account.page.render: the customer's wishlists and gift registries, as a full page.
import '@shopify/ui-extensions/preact';
import { start } from '../../shared/components/Setup.js';
import { extensionRuntime } from '../../shared/runtime.js';
import { ListsApp } from './lists/ListsApp.js';

export default async () => {
  await start(
    () => extensionRuntime(shopify),
    (runtime) => <ListsApp runtime={runtime} products={(ids) => productTitles(ids)} />,
  );
};

/** Product titles by id, from the Storefront API (wishlist and registry rows carry ids only). */
async function productTitles(ids: readonly number[]): Promise<Map<number, string>> {
  const { data } = await shopify.query<{ nodes: ({ id: string; title: string } | null)[] }>(
    'query Titles($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { id title } } }',
    { variables: { ids: ids.map((id) => `gid://shopify/Product/${id}`) } },
  );
  const titles = new Map<number, string>();
  for (const node of data?.nodes ?? []) {
    const id = node && Number(node.id.split('/').pop());
    if (node && id) titles.set(id, node.title);
  }
  return titles;
}
