import { useCreateDraftOrder, useSharedRegistry } from '../../hooks/registries.js';
import { useRef } from 'react';
import { cx } from '../shared/cx.js';
import { useTrack } from '../shared/track.js';
import { ErrorState } from '../shared/ErrorState.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { RegistryShareContent } from './RegistryShareContent.js';
import { ItemListSkeleton } from '../shared/ItemListSkeleton.js';

export interface RegistryShareViewProps {
  /** The share token from the registry's link (e.g. the `share` query parameter). */
  shareToken: string;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * The page a gifter reaches through a registry's share link: what is still needed, the
 * quantities to give, and a draft order (E47) with their name, e-mail and note. The
 * registrant's address is never sent to the browser.
 */
export function RegistryShareView(props: RegistryShareViewProps) {
  return (
    <LoyaltyI18n>
      <RegistryShareViewInner {...props} />
    </LoyaltyI18n>
  );
}

function RegistryShareViewInner({ shareToken, className }: RegistryShareViewProps) {
  const shared = useSharedRegistry(shareToken);
  const order = useCreateDraftOrder(shareToken);
  const root = useRef<HTMLElement>(null);
  const track = useTrack();
  return (
    <section
      ref={root}
      className={cx('lk-widget', 'lk-registry-share', className)}
      aria-busy={shared.isPending || undefined}
      data-state={shared.status}
    >
      {shared.isPending ? (
        <ItemListSkeleton />
      ) : shared.isError ? (
        <ErrorState error={shared.error} onRetry={() => void shared.refetch()} />
      ) : (
        <RegistryShareContent
          shared={shared.data}
          pending={order.isPending}
          error={order.error ?? undefined}
          result={order.data?.draftOrder}
          onSubmit={(gift) => {
            const registryId = shared.data.giftRegistry.id;
            order.mutate(
              { giftRegistryId: registryId, ...gift },
              {
                onSuccess: ({ draftOrder }) =>
                  track(root.current, 'lk:registry-item-bought', {
                    registryId,
                    draftOrderId: draftOrder.id,
                    items: gift.products,
                  }),
              },
            );
          }}
        />
      )}
    </section>
  );
}
