import { useId, useState } from 'react';
import type {
  CustomerAddress,
  GiftRegistry,
  GiftRegistryItem,
  GiftRegistryWithItems,
} from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { Button } from '../shared/Button.js';
import { ConfirmDialog } from '../shared/ConfirmDialog.js';
import { EmptyState } from '../shared/EmptyState.js';
import { Menu } from '../shared/Menu.js';
import { ShareLink } from '../shared/ShareLink.js';
import { useTrack } from '../shared/track.js';
import { Dialog } from '../shared/Dialog.js';
import { RegistryForm } from './RegistryForm.js';
import { RegistryItemCard } from './RegistryItemCard.js';
import { registryDateValue, registryTypeKey, type RegistryFormValues } from './registryModel.js';

/** What a registry card can ask the manager to do. */
export interface RegistryCardActions {
  /** Saves the edited registry; resolves when saved (the dialog then closes). */
  onSave: (values: RegistryFormValues) => Promise<unknown>;
  onDelete: () => void;
  onUpdateItem: (
    item: GiftRegistryItem,
    change: { quantity: number; tag: string | null },
    productTitle: string,
  ) => void;
  onMoveItem: (item: GiftRegistryItem, toGiftRegistryId: number, productTitle: string) => void;
  onRemoveItem: (item: GiftRegistryItem, productTitle: string) => void;
  /** Asks for a share link when there is none yet. */
  onShare?: (() => void) | undefined;
}

export interface RegistryCardProps extends RegistryCardActions {
  registry: GiftRegistryWithItems;
  /** The customer's other registries (move targets). */
  otherRegistries: GiftRegistry[];
  /** Saved addresses for the edit form. */
  addresses: CustomerAddress[];
  /** The gifters' link, once made. */
  shareLink?: string | undefined;
  pending?: boolean;
}

/** One registry: summary, edit, delete, share link and items. */
export function RegistryCard({
  registry,
  otherRegistries,
  addresses,
  shareLink,
  pending,
  ...actions
}: RegistryCardProps) {
  const { t, date } = useI18n();
  const headingId = useId();
  const track = useTrack();
  const [editing, setEditing] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(undefined);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState<{ item: GiftRegistryItem; title: string } | null>(null);
  const { registrant } = registry;
  const names = [registrant, ...registrant.coRegistrants]
    .map((p) => `${p.firstName} ${p.lastName}`.trim())
    .join(' & ');

  const save = async (values: RegistryFormValues) => {
    setSaving(true);
    setSaveError(undefined);
    try {
      await actions.onSave(values);
      setEditing(false);
    } catch (error) {
      setSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <article className="lk-registry-card" aria-labelledby={headingId}>
      <header className="lk-registry-card__header">
        <div>
          <h3 className="lk-registry-card__title" id={headingId}>
            {registry.title}
          </h3>
          <p className="lk-registry-card__summary">
            {t('registry.summary', {
              type: t(registryTypeKey(registry.typeId)),
              date: date(registryDateValue(registry.date)),
            })}{' '}
            · {names}
          </p>
        </div>
        <Menu
          label={t('common.moreActions', { name: registry.title })}
          disabled={pending}
          items={[
            { label: t('registry.edit'), icon: 'pencil', onSelect: () => setEditing(true) },
            'separator',
            {
              label: t('registry.delete'),
              icon: 'trash',
              tone: 'danger',
              onSelect: () => setDeleting(true),
            },
          ]}
        />
      </header>
      <div className="lk-registry-card__share">
        {shareLink ? (
          <ShareLink
            url={shareLink}
            label={t('registry.shareLink')}
            copyLabel={t('registry.shareCopy')}
            onCopy={(button) => track(button, 'lk:registry-shared', { registryId: registry.id })}
          />
        ) : (
          actions.onShare && (
            <Button variant="secondary" icon="share" disabled={pending} onClick={actions.onShare}>
              {t('registry.shareCreate')}
            </Button>
          )
        )}
      </div>
      <div className="lk-registry-card__items">
        {registry.items.length === 0 ? (
          <EmptyState icon="gift" title={t('registry.items.empty')} headingLevel={4} />
        ) : (
          <ul className="lk-card-grid">
            {registry.items.map((item) => (
              <RegistryItemCard
                key={item.id}
                item={item}
                otherRegistries={otherRegistries}
                pending={pending}
                onUpdate={(change, title) => actions.onUpdateItem(item, change, title)}
                onMove={(to, title) => actions.onMoveItem(item, to, title)}
                onRemove={(title) => setRemoving({ item, title })}
              />
            ))}
          </ul>
        )}
      </div>
      <Dialog
        open={editing}
        onClose={() => setEditing(false)}
        title={t('registry.editTitle', { title: registry.title })}
      >
        {editing && (
          <RegistryForm
            registry={registry}
            addresses={addresses}
            onSubmit={(values) => void save(values)}
            onCancel={() => setEditing(false)}
            pending={saving}
            error={saveError}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting}
        title={t('registry.deleteTitle', { title: registry.title })}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          actions.onDelete();
        }}
      >
        <p>{t('registry.deleteBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('registry.item.removeTitle', { product: removing?.title ?? '' })}
        confirmLabel={t('registry.item.remove', { product: removing?.title ?? '' })}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) actions.onRemoveItem(removing.item, removing.title);
          setRemoving(null);
        }}
      >
        <p>{t('registry.item.removeBody')}</p>
      </ConfirmDialog>
    </article>
  );
}
