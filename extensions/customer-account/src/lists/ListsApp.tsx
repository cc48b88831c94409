import { useState } from 'preact/hooks';
import type { GiftRegistryWithItems, WishlistWithItems } from '../../../../src/api/index.js';
import { errorMessageKey } from '../../../../src/components/shared/errorMessageKey.js';
import { LoadState } from '../../../shared/components/LoadState.js';
import type { ExtensionRuntime } from '../../../shared/runtime.js';
import { useLoad } from '../../../shared/useLoad.js';

interface Lists {
  wishlists: WishlistWithItems[];
  registries: GiftRegistryWithItems[];
  titles: Map<number, string>;
}

/**
 * The customer's wishlists (items by product title, each removable) and gift registries (what
 * is wanted and bought), as one page of the account.
 */
export function ListsApp({
  runtime,
  products,
}: {
  runtime: ExtensionRuntime;
  /** Product titles by id (the Storefront API, in the entry). */
  products: (ids: readonly number[]) => Promise<Map<number, string>>;
}) {
  const { client, i18n } = runtime;
  const { t } = i18n;
  const [failure, setFailure] = useState<unknown>(null);
  const [lists, reload] = useLoad(async (): Promise<Lists | null> => {
    const session = await client.session();
    if (!session.customer) return null;
    const [{ wishlists }, { giftRegistriesWithItems }] = await Promise.all([
      client.call('getWishlists', {}),
      client.call('getGiftRegistries', {}),
    ]);
    const ids = [
      ...wishlists.flatMap((list) => list.items.map((item) => item.product.id)),
      ...giftRegistriesWithItems.flatMap((registry) =>
        registry.items.map((item) => item.productId),
      ),
    ];
    const titles =
      ids.length > 0 ? await products([...new Set(ids)]).catch(() => new Map()) : new Map();
    return { wishlists, registries: giftRegistriesWithItems, titles };
  }, [client]);

  const remove = async (wishlistId: number, productId: number, variantId: number) => {
    setFailure(null);
    try {
      await client.call('removeItemFromWishlist', { wishlistId, productId, variantId });
      await reload();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <s-page heading={t('shopify.lists.title')}>
      <LoadState state={lists} i18n={i18n} retry={reload}>
        {(data) => {
          if (data === null) return <s-paragraph>{t('registry.manager.signIn')}</s-paragraph>;
          const title = (id: number, handle?: string) =>
            data.titles.get(id) ?? t('wishlist.item.unknown', { handle: handle ?? String(id) });
          return (
            <s-stack gap="large">
              {failure !== null && (
                <s-banner tone="critical">
                  <s-text>{t(errorMessageKey(failure))}</s-text>
                </s-banner>
              )}
              <s-section heading={t('wishlist.manager.title')}>
                {data.wishlists.every((list) => list.items.length === 0) ? (
                  <s-text color="subdued">{t('wishlist.manager.empty')}</s-text>
                ) : (
                  <s-stack gap="large">
                    {data.wishlists.map((list) => (
                      <s-stack key={list.wishlistId} gap="base">
                        <s-heading>{list.wishlistTitle}</s-heading>
                        {list.items.map((item) => (
                          <s-stack
                            key={`${item.product.id}-${item.product.variantId}`}
                            direction="inline"
                            gap="base"
                            justifyContent="space-between"
                            alignItems="center"
                          >
                            <s-text>{title(item.product.id, item.product.handle)}</s-text>
                            <s-button
                              variant="secondary"
                              onClick={() =>
                                void remove(
                                  list.wishlistId,
                                  item.product.id,
                                  item.product.variantId,
                                )
                              }
                            >
                              {t('wishlist.item.remove', {
                                product: title(item.product.id, item.product.handle),
                              })}
                            </s-button>
                          </s-stack>
                        ))}
                      </s-stack>
                    ))}
                  </s-stack>
                )}
              </s-section>
              <s-section heading={t('registry.manager.title')}>
                {data.registries.length === 0 ? (
                  <s-text color="subdued">{t('registry.manager.empty')}</s-text>
                ) : (
                  <s-stack gap="large">
                    {data.registries.map((registry) => (
                      <s-stack key={registry.id} gap="base">
                        <s-heading>{registry.title}</s-heading>
                        {registry.items.map((item) => (
                          <s-stack
                            key={item.id}
                            direction="inline"
                            gap="base"
                            justifyContent="space-between"
                          >
                            <s-text>{title(item.productId)}</s-text>
                            <s-text color="subdued">
                              {t('registry.shared.wanted', {
                                wanted: item.quantity,
                                purchased: item.purchasedAmount,
                              })}
                            </s-text>
                          </s-stack>
                        ))}
                      </s-stack>
                    ))}
                  </s-stack>
                )}
              </s-section>
            </s-stack>
          );
        }}
      </LoadState>
    </s-page>
  );
}
