import { useMutation } from './query.js';
import type { ApiError, MediaUpload } from '../api/index.js';
import { useLoyaltyContext } from './context.js';

/** Variables of `useUploadPhoto`: the file and where to report its progress. */
export interface UploadPhotoVariables {
  file: Blob;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one review photo to the store (`POST /media`): answers its URL and size for E22.
 * Several uploads may run at once through `mutateAsync`; each reports its own progress.
 */
export function useUploadPhoto() {
  const { client } = useLoyaltyContext('useUploadPhoto');
  return useMutation<MediaUpload, ApiError, UploadPhotoVariables>({
    mutationFn: ({ file, onProgress, signal }) =>
      client.uploadMedia(file, {
        ...(onProgress && { onProgress }),
        ...(signal && { signal }),
      }),
  });
}
