import { useState, type FormEvent } from 'react';
import type { WishlistWithItems } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { LIMITS } from '../../api/formLimits.generated.js';
import { TextField } from '../shared/TextField.js';

export interface WishlistListNavProps {
  lists: WishlistWithItems[];
  /** The list shown. */
  selectedId: number | undefined;
  onSelect: (wishlistId: number) => void;
  /** Creates a list with this title. */
  onCreate: (title: string) => void;
  /** Disables creating while a list is being created. */
  creating?: boolean;
}

/** The shopper's lists with their item counts, and the form that creates one. */
export function WishlistListNav({
  lists,
  selectedId,
  onSelect,
  onCreate,
  creating,
}: WishlistListNavProps) {
  const { t } = useI18n();
  const [title, setTitle] = useState('');
  const create = (event: FormEvent) => {
    event.preventDefault();
    const next = title.trim();
    if (!next) return;
    onCreate(next);
    setTitle('');
  };
  return (
    <nav className="lk-wishlist-manager__nav" aria-label={t('wishlist.manager.lists')}>
      <ul className="lk-wishlist-lists">
        {lists.map((list) => (
          <li key={list.wishlistId}>
            <button
              type="button"
              className="lk-wishlist-lists__item"
              aria-current={list.wishlistId === selectedId ? 'true' : undefined}
              onClick={() => onSelect(list.wishlistId)}
            >
              <span>{list.wishlistTitle}</span>
              <span className="lk-wishlist-lists__meta">
                {t('wishlist.list.itemCount', { count: list.items.length })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <form className="lk-wishlist-create" onSubmit={create}>
        <TextField
          label={t('wishlist.list.newName')}
          value={title}
          onChange={setTitle}
          maxLength={LIMITS.wishlistTitle}
        />
        <button type="submit" className="lk-button lk-button--secondary" disabled={creating}>
          {t('wishlist.list.create')}
        </button>
      </form>
    </nav>
  );
}
