import { z } from 'zod';
import { Id, Timestamp } from '../primitives.js';

/** Gallery (spec 2.16). */
export const Gallery = z.object({ galleryId: Id, title: z.string() });
export type Gallery = z.infer<typeof Gallery>;

/** A product a media post links to. */
export const MediaProduct = z.object({
  id: Id,
  handle: z.string(),
  title: z.string(),
  image: z.string().nullable(),
});

/** Media entry (spec 2.16, with the image and linked products the sandbox decides to show). */
export const Media = z.object({
  postId: Id,
  text: z.string(),
  galleryId: Id,
  imageUrl: z.string(),
  /** Image width / height, so a grid reserves the right space before the image loads. */
  width: Id,
  height: Id,
  createdAt: Timestamp,
  products: z.array(MediaProduct),
});
export type Media = z.infer<typeof Media>;
