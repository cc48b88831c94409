import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorFor, makeMedia } from '../mocks/index.js';
import { setupMockServer } from '../../test/helpers/mockServer.js';
import { renderLoyaltyHook } from '../../test/helpers/renderLoyaltyHook.js';
import { useGalleries, useGalleryMedia, useProductMedia } from './galleries.js';

const { api, server } = setupMockServer();

describe('galleries', () => {
  it('reads the galleries and a gallery’s media', async () => {
    const { result } = renderLoyaltyHook(() => ({
      galleries: useGalleries(),
      media: useGalleryMedia(81),
    }));
    await waitFor(() => expect(result.current.galleries.data?.[0]?.title).toBe('Summer looks'));
    await waitFor(() => expect(result.current.media.data).toHaveLength(2));
  });

  it('reads the media that link to a product', async () => {
    api.db.media.push(
      makeMedia({ galleryId: 81, products: [{ id: 7, handle: 'g', title: 'G', image: null }] }),
    );
    const { result } = renderLoyaltyHook(() => useProductMedia(7));
    await waitFor(() => expect(result.current.data).toHaveLength(1));
  });

  it('reports a failure by code', async () => {
    server.use(errorFor('getGalleries', 403, 'forbidden'));
    const { result } = renderLoyaltyHook(() => useGalleries());
    await waitFor(() => expect(result.current.error?.code).toBe('forbidden'));
  });
});
