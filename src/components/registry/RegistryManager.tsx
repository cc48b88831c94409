import { useId, useRef, useState } from 'react';
import {
  useCreateGiftRegistry,
  useCreateRegistryShare,
  useCustomerAddresses,
  useDeleteGiftRegistry,
  useDeleteGiftRegistryItem,
  useGiftRegistries,
  useMoveGiftRegistryItem,
  useUpdateGiftRegistry,
  useUpdateGiftRegistryItem,
} from '../../hooks/registries.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { useTrack } from '../shared/track.js';
import { Dialog } from '../shared/Dialog.js';
import { ErrorState, errorMessageKey } from '../shared/ErrorState.js';
import { LoyaltyI18n } from '../loyalty/LoyaltyI18n.js';
import { RegistryCard } from './RegistryCard.js';
import { RegistryForm } from './RegistryForm.js';
import { Skeleton } from '../shared/Skeleton.js';
import { LiveMessage, useAnnouncer } from '../shared/useAnnouncer.js';
import { Button } from '../shared/Button.js';
import { EmptyState } from '../shared/EmptyState.js';

export interface RegistryManagerProps {
  /** Where a guest signs in; a link is shown to guests when given. */
  signInUrl?: string;
  /** The gifters' page for a share token; a share link shows on each registry when given. */
  shareUrl?: (shareToken: string) => string;
  /** Extra class names, merged last. */
  className?: string;
}

/**
 * The customer's gift registries: create and edit (occasion, title, date, registrant with
 * co-registrants, address prefilled from saved addresses), delete (confirmed), items with
 * quantity wanted and purchased, tags, move between registries, and the share link.
 */
export function RegistryManager(props: RegistryManagerProps) {
  return (
    <LoyaltyI18n>
      <RegistryManagerInner {...props} />
    </LoyaltyI18n>
  );
}

function RegistryManagerInner({ signInUrl, shareUrl, className }: RegistryManagerProps) {
  const { t } = useI18n();
  const titleId = useId();
  const session = useSession();
  const registries = useGiftRegistries();
  const addresses = useCustomerAddresses();
  const create = useCreateGiftRegistry();
  const update = useUpdateGiftRegistry();
  const remove = useDeleteGiftRegistry();
  const updateItem = useUpdateGiftRegistryItem();
  const moveItem = useMoveGiftRegistryItem();
  const removeItem = useDeleteGiftRegistryItem();
  const share = useCreateRegistryShare();
  const root = useRef<HTMLElement>(null);
  const track = useTrack();
  const [links, setLinks] = useState<Record<number, string>>({});
  const [creating, setCreating] = useState(false);
  const [message, announce] = useAnnouncer();
  const [failure, setFailure] = useState<unknown>(null);
  const pending = remove.isPending || updateItem.isPending || moveItem.isPending;
  const all = registries.data ?? [];

  const outcome = (success?: string) => ({
    onSuccess: () => {
      setFailure(null);
      if (success) announce(success);
    },
    onError: (error: unknown) => setFailure(error),
  });

  let body;
  if (session.status === 'guest') {
    body = (
      <div className="lk-wishlist-manager__notice">
        <p>{t('registry.manager.signIn')}</p>
        {signInUrl && (
          <a className="lk-button lk-button--secondary" href={signInUrl}>
            {t('common.signIn')}
          </a>
        )}
      </div>
    );
  } else if (session.status === 'loading' || registries.isPending) {
    body = (
      <div className="lk-item-list" aria-hidden="true">
        <Skeleton height="220px" />
      </div>
    );
  } else if (registries.isError) {
    body = <ErrorState error={registries.error} onRetry={() => void registries.refetch()} />;
  } else {
    body = (
      <>
        {all.length === 0 && (
          <EmptyState
            icon="gift"
            title={t('registry.manager.empty')}
            action={
              <Button icon="plus" onClick={() => setCreating(true)}>
                {t('registry.create')}
              </Button>
            }
          />
        )}
        {all.map((registry) => (
          <RegistryCard
            key={registry.id}
            registry={registry}
            otherRegistries={all.filter((r) => r.id !== registry.id)}
            addresses={addresses.data ?? []}
            pending={pending}
            shareLink={links[registry.id]}
            onShare={
              shareUrl &&
              (() =>
                share.mutate(
                  { giftRegistryId: registry.id },
                  {
                    ...outcome(),
                    onSuccess: ({ token }) => {
                      setFailure(null);
                      setLinks((l) => ({ ...l, [registry.id]: shareUrl(token) }));
                    },
                  },
                ))
            }
            onSave={(values) =>
              update
                .mutateAsync({
                  giftRegistry: { ...values.giftRegistry, id: registry.id },
                  giftRegistrant: { ...values.giftRegistrant, id: registry.registrant.id },
                })
                .then(() => announce(t('registry.saved')))
            }
            onDelete={() =>
              remove.mutate(
                { giftRegistryId: registry.id },
                outcome(t('registry.deleted', { title: registry.title })),
              )
            }
            onUpdateItem={(item, change, product) =>
              updateItem.mutate(
                { giftRegistryItem: { id: item.id, ...change } },
                outcome(t('registry.item.updated', { product })),
              )
            }
            onMoveItem={(item, toGiftRegistryId, product) =>
              moveItem.mutate(
                { giftRegistryItemId: item.id, fromGiftRegistryId: registry.id, toGiftRegistryId },
                outcome(
                  t('registry.item.moved', {
                    product,
                    title: all.find((r) => r.id === toGiftRegistryId)?.title ?? '',
                  }),
                ),
              )
            }
            onRemoveItem={(item, product) =>
              removeItem.mutate(
                { giftRegistryItemId: item.id },
                outcome(t('registry.item.removed', { product })),
              )
            }
          />
        ))}
      </>
    );
  }

  return (
    <section
      ref={root}
      className={cx('lk-widget', 'lk-registry-manager', className)}
      aria-labelledby={titleId}
      data-state={registries.status}
    >
      <div className="lk-section-header">
        <h2 className="lk-registry-manager__title" id={titleId}>
          {t('registry.manager.title')}
        </h2>
        {session.status === 'customer' && all.length > 0 && (
          <Button variant="secondary" icon="plus" onClick={() => setCreating(true)}>
            {t('registry.create')}
          </Button>
        )}
      </div>
      {body}
      {failure !== null && (
        <p className="lk-field__error" role="alert">
          {t('wishlist.actionFailed', { reason: t(errorMessageKey(failure)) })}
        </p>
      )}
      <LiveMessage message={message} />
      <Dialog open={creating} onClose={() => setCreating(false)} title={t('registry.createTitle')}>
        {creating && (
          <RegistryForm
            addresses={addresses.data ?? []}
            pending={create.isPending}
            error={create.error ?? undefined}
            onCancel={() => setCreating(false)}
            onSubmit={(values) =>
              create.mutate(values, {
                onSuccess: ({ giftRegistryWithRegistrant: made }) => {
                  track(root.current, 'lk:registry-created', {
                    registryId: made.id,
                    typeId: made.typeId,
                  });
                  setCreating(false);
                  announce(t('registry.saved'));
                },
              })
            }
          />
        )}
      </Dialog>
    </section>
  );
}
