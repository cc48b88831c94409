import type { Media } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { Icon } from '../shared/icons.js';
import { Skeleton } from '../shared/Skeleton.js';

/** The first words of a post, for button names. */
export function excerpt(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

export interface GalleryGridProps {
  /** The posts to show. */
  media: Media[];
  /** Opens the lightbox on the post at `index`. */
  onOpen: (index: number) => void;
}

/**
 * Tiles of lazy images, each cropped to the grid's 4:5 (as social feeds crop), so the grid's
 * height follows from its width and its number of posts: the embed reserves it before it loads.
 */
export function GalleryGrid({ media, onOpen }: GalleryGridProps) {
  const { t } = useI18n();
  return (
    <ul className="lk-gallery__grid">
      {media.map((post, index) => (
        <li key={post.postId} className="lk-gallery__cell">
          <button
            type="button"
            className="lk-gallery__tile"
            aria-label={t('gallery.open', { index: index + 1, text: excerpt(post.text) })}
            aria-haspopup="dialog"
            onClick={() => onOpen(index)}
          >
            <img
              className="lk-gallery__image"
              src={post.imageUrl}
              width={post.width}
              height={post.height}
              loading="lazy"
              decoding="async"
              alt=""
            />
            {post.products.length > 0 && (
              // What the tile leads to: a bag on every shoppable post (the convention of shoppable
              // feeds), its words on hover or focus. The button's name already says the post.
              <span className="lk-gallery__shop" aria-hidden="true">
                <Icon name="bag" />
                <span className="lk-gallery__shop-text">{t('gallery.products')}</span>
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder tiles of the grid while posts load: two rows of four (four of two on a phone). */
export function GalleryGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="lk-gallery__grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="lk-gallery__cell">
          <Skeleton className="lk-gallery__skeleton" height="auto" />
        </li>
      ))}
    </ul>
  );
}
