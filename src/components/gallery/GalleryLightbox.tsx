import { useEffect, useRef, useState } from 'react';
import type { Media } from '../../api/index.js';
import { useProduct } from '../../hooks/products.js';
import { useI18n } from '../../i18n/index.js';
import { Dialog } from '../shared/Dialog.js';
import { Icon } from '../shared/icons.js';
import { useMoney } from '../shared/useMoney.js';

/** An add to cart: a promise makes the row say when the product is in the cart. */
export type GalleryAddToCart = (productId: number, variantId: number) => void | Promise<unknown>;

/** A product a post links to, as the lightbox lists it. */
export type GalleryProduct = Media['products'][number];

export interface GalleryLightboxProps {
  /** Every post, so the lightbox can move between them. */
  media: Media[];
  /** The post shown, or null when closed. */
  index: number | null;
  /** Shows another post (previous/next, arrow keys). */
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where a linked product's link goes. */
  productHref: (product: GalleryProduct) => string;
  /** The storefront's add to cart; products with one variant get the button when given. */
  onAddToCart?: GalleryAddToCart | undefined;
}

/**
 * One post in a modal: the image, its text and the products it links to. Left and right arrow
 * keys (and the buttons) move to the previous and next post; Esc closes and focus returns to
 * the tile that opened it.
 */
export function GalleryLightbox({
  media,
  index,
  onIndexChange,
  onClose,
  productHref,
  onAddToCart,
}: GalleryLightboxProps) {
  const { t } = useI18n();
  const post = index === null ? undefined : media[index];
  const total = media.length;
  const go = (delta: number) => {
    if (index === null || total === 0) return;
    onIndexChange((index + delta + total) % total);
  };
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select'))
        return;
      // The arrow that points at "next" as drawn: in a right-to-left page that is ArrowLeft.
      const target = event.composedPath()[0];
      const rtl =
        target instanceof Element && getComputedStyle(target).direction === 'rtl' ? -1 : 1;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        goRef.current(rtl);
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        goRef.current(-rtl);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index]);

  return (
    <Dialog
      open={post !== undefined}
      onClose={onClose}
      title={index === null ? '' : t('gallery.post', { index: index + 1, total })}
      className="lk-lightbox-dialog"
    >
      {post && (
        <div className="lk-lightbox">
          <figure className="lk-lightbox__figure">
            <img
              className="lk-lightbox__image"
              src={post.imageUrl}
              width={post.width}
              height={post.height}
              style={{ aspectRatio: `${post.width} / ${post.height}` }}
              alt=""
            />
            <figcaption className="lk-lightbox__text">{post.text}</figcaption>
          </figure>
          {post.products.length > 0 && (
            <section aria-label={t('gallery.products')}>
              <h3 className="lk-lightbox__heading">{t('gallery.products')}</h3>
              <ul className="lk-lightbox__products">
                {post.products.map((product) => (
                  <LightboxProduct
                    key={product.id}
                    product={product}
                    href={productHref(product)}
                    onAddToCart={onAddToCart}
                  />
                ))}
              </ul>
            </section>
          )}
          {total > 1 && (
            <div className="lk-lightbox__nav">
              <button
                type="button"
                className="lk-button lk-button--secondary"
                onClick={() => go(-1)}
              >
                <Icon name="chevron-left" /> {t('gallery.previous')}
              </button>
              <button
                type="button"
                className="lk-button lk-button--secondary"
                onClick={() => go(1)}
              >
                {t('gallery.next')} <Icon name="chevron-right" />
              </button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}

/**
 * A product of the post, as a shoppable feed lists it: picture and title (to its page), its
 * price, and "Add to cart" for a product with one variant (one with options leads to its page to
 * choose them).
 */
function LightboxProduct({
  product,
  href,
  onAddToCart,
}: {
  product: GalleryProduct;
  href: string;
  onAddToCart?: GalleryAddToCart | undefined;
}) {
  const { t } = useI18n();
  const { price } = useMoney();
  const data = useProduct(product.handle).data;
  const variant = data?.variants[0];
  const [added, setAdded] = useState<boolean | null>(null);
  const add = async () => {
    if (!onAddToCart || !variant) return;
    try {
      await onAddToCart(product.id, variant.id);
      setAdded(true);
    } catch {
      setAdded(false);
    }
  };
  return (
    <li className="lk-lightbox__product">
      <a className="lk-lightbox__link" href={href}>
        {product.image && <img className="lk-lightbox__thumb" src={product.image} alt="" />}
        <span>{product.title}</span>
      </a>
      <span className="lk-lightbox__price">{data && price(variant?.price ?? data.price)}</span>
      {onAddToCart && data && !data.hasVariants && variant?.available !== false ? (
        <button type="button" className="lk-button" onClick={() => void add()}>
          <Icon name="cart" /> {t('wishlist.item.addToCart')}
          <span className="lk-visually-hidden">: {product.title}</span>
        </button>
      ) : (
        <a className="lk-button lk-button--secondary" href={href}>
          {t('gallery.viewProduct', { product: product.title })}
        </a>
      )}
      <span className="lk-lightbox__status" role="status">
        {added && t('wishlist.shared.added', { product: product.title })}
        {added === false && t('common.retry')}
      </span>
    </li>
  );
}
