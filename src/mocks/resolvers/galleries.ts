import { paginate, type Resolvers } from './types.js';

type GalleryResolvers = Pick<Resolvers, 'getGalleries' | 'getProductMedia' | 'getGalleryMedia'>;

export const galleryResolvers: GalleryResolvers = {
  getGalleries: (input, { db }) => ({
    galleries: paginate(db.galleries, input.page, input.perPage),
  }),
  getProductMedia: (input, { db }) => {
    const media = db.media.filter(
      (m) =>
        m.products.some((p) => p.id === input.productId) &&
        (input.galleryId === undefined || m.galleryId === input.galleryId),
    );
    return { productMedia: paginate(media, input.page, input.perPage) };
  },
  getGalleryMedia: (input, { db }) => ({
    galleryMedia: paginate(
      db.media.filter((m) => m.galleryId === input.galleryId),
      input.page,
      input.perPage,
    ),
  }),
};
