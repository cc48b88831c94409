import { useState } from 'react';
import type { Wishlist } from '../../api/index.js';
import { useCreateWishlistShare } from '../../hooks/wishlistShare.js';
import { useI18n } from '../../i18n/index.js';
import { Button } from '../shared/Button.js';
import { errorMessageKey } from '../shared/ErrorState.js';
import { ShareLink } from '../shared/ShareLink.js';
import { useTrack } from '../shared/track.js';

export interface WishlistSharePanelProps {
  list: Wishlist;
  /** The page a friend opens for a share token (the page holding `<lk-wishlist-share>`). */
  shareUrl: (token: string) => string;
  /** Disables the button while another change of the list is saving. */
  pending?: boolean | undefined;
}

/**
 * A list's share link: asked for on demand, then shown short, opened and copied whole. A
 * private list has none (the proxy refuses it, and making a list private revokes its links);
 * the list panel keys this part by the privacy flag, so a revoked link is never shown again.
 */
export function WishlistSharePanel({ list, shareUrl, pending }: WishlistSharePanelProps) {
  const { t } = useI18n();
  const create = useCreateWishlistShare();
  const track = useTrack();
  const [link, setLink] = useState<string | undefined>(undefined);
  if (list.isPrivate) {
    return (
      <div className="lk-wishlist-list__share" data-state="private">
        <p className="lk-wishlist-list__share-note">{t('wishlist.share.private')}</p>
      </div>
    );
  }
  return (
    <div className="lk-wishlist-list__share" data-state={link ? 'shared' : 'idle'}>
      {link ? (
        <ShareLink
          url={link}
          label={t('wishlist.share.link')}
          copyLabel={t('wishlist.share.copy')}
          onCopy={(button) => track(button, 'lk:wishlist-shared', { wishlistId: list.wishlistId })}
        />
      ) : (
        <Button
          variant="secondary"
          icon="share"
          disabled={pending || create.isPending}
          onClick={() =>
            create.mutate(
              { wishlistId: list.wishlistId },
              { onSuccess: ({ token }) => setLink(shareUrl(token)) },
            )
          }
        >
          {t('wishlist.share.create')}
        </Button>
      )}
      {create.isError && (
        <p className="lk-field__error" role="alert">
          {t('wishlist.actionFailed', { reason: t(errorMessageKey(create.error)) })}
        </p>
      )}
    </div>
  );
}
