import { ApiError, type Media } from '../../src/api/index.js';
import { iso } from '../clock.js';
import type { SandboxContext } from '../context.js';
import { assetUrl } from '../engagement/shared.js';
import { requireProduct } from '../platform.js';
import type { Handlers } from '../router.js';

interface MediaRow {
  id: number;
  gallery_id: number;
  text: string;
  image: string;
  width: number;
  height: number;
  created_at: number;
}

function requireGallery(ctx: SandboxContext, id: number): void {
  if (!ctx.db.prepare('SELECT 1 FROM galleries WHERE id = ?').get(id)) {
    throw ApiError.of('not_found', `no gallery ${id}`);
  }
}

/** Media rows with their linked products, newest post first. */
function toMedia(ctx: SandboxContext, rows: MediaRow[]): Media[] {
  if (rows.length === 0) return [];
  const links = ctx.db
    .prepare(
      `SELECT mp.media_id, p.id, p.handle, p.title, p.image FROM media_products mp
       JOIN products p ON p.id = mp.product_id
       WHERE mp.media_id IN (${rows.map(() => '?').join(',')}) ORDER BY mp.position, p.id`,
    )
    .all(...rows.map((r) => r.id)) as {
    media_id: number;
    id: number;
    handle: string;
    title: string;
    image: string | null;
  }[];
  return rows.map((r) => ({
    postId: r.id,
    text: r.text,
    galleryId: r.gallery_id,
    imageUrl: assetUrl(ctx, r.image),
    width: r.width,
    height: r.height,
    createdAt: iso(r.created_at),
    products: links
      .filter((l) => l.media_id === r.id)
      .map((l) => ({
        id: l.id,
        handle: l.handle,
        title: l.title,
        image: l.image === null ? null : assetUrl(ctx, l.image),
      })),
  }));
}

const ORDER = 'ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?';

/** E51-E53: galleries and their shoppable media. */
export const galleryHandlers: Handlers = {
  getGalleries: (ctx, q) => {
    const rows = ctx.db
      .prepare('SELECT id, title FROM galleries ORDER BY id LIMIT ? OFFSET ?')
      .all(q.perPage, (q.page - 1) * q.perPage) as { id: number; title: string }[];
    return { galleries: rows.map((g) => ({ galleryId: g.id, title: g.title })) };
  },

  getProductMedia: (ctx, q) => {
    requireProduct(ctx.db, q.productId);
    if (q.galleryId !== undefined) requireGallery(ctx, q.galleryId);
    const rows = ctx.db
      .prepare(
        `SELECT m.* FROM media m JOIN media_products mp ON mp.media_id = m.id
         WHERE mp.product_id = ? AND (? IS NULL OR m.gallery_id = ?) ${ORDER}`,
      )
      .all(
        q.productId,
        q.galleryId ?? null,
        q.galleryId ?? null,
        q.perPage,
        (q.page - 1) * q.perPage,
      ) as MediaRow[];
    return { productMedia: toMedia(ctx, rows) };
  },

  getGalleryMedia: (ctx, q) => {
    requireGallery(ctx, q.galleryId);
    const rows = ctx.db
      .prepare(`SELECT m.* FROM media m WHERE m.gallery_id = ? ${ORDER}`)
      .all(q.galleryId, q.perPage, (q.page - 1) * q.perPage) as MediaRow[];
    return { galleryMedia: toMedia(ctx, rows) };
  },
};
