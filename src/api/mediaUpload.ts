import { z } from 'zod';

/** What `POST /media` answers: where the processed photo is, and its size after processing. */
export const MediaUpload = z.object({
  /** Absolute URL of the stored photo (give it to E22 `imageUrls`). */
  url: z.url({ protocol: /^https?$/ }),
  width: z.int().positive(),
  height: z.int().positive(),
});
export type MediaUpload = z.infer<typeof MediaUpload>;
