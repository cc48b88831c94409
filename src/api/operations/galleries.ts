import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { Id, PagePaging } from '../primitives.js';
import { Gallery, Media } from '../resources/galleries.js';

export const getGalleries = defineOperation({
  id: 'E51',
  group: 'galleries',
  name: 'getGalleries',
  method: 'GET',
  scope: 'read_gallery',
  policy: 'public',
  summary: 'Get the social-media galleries.',
  request: z.object({ ...PagePaging }),
  response: z.object({ galleries: z.array(Gallery) }),
});

export const getProductMedia = defineOperation({
  id: 'E52',
  group: 'galleries',
  name: 'getProductMedia',
  method: 'GET',
  scope: 'read_gallery',
  policy: 'public',
  summary: 'Get the media posts linked to a shoppable product.',
  request: z.object({ ...PagePaging, productId: Id, galleryId: Id.optional() }),
  response: z.object({ productMedia: z.array(Media) }),
});

export const getGalleryMedia = defineOperation({
  id: 'E53',
  group: 'galleries',
  name: 'getGalleryMedia',
  method: 'GET',
  scope: 'read_gallery',
  policy: 'public',
  summary: 'Get the media of a gallery.',
  request: z.object({ ...PagePaging, galleryId: Id }),
  response: z.object({ galleryMedia: z.array(Media) }),
});
