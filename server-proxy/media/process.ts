import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ApiError, MEDIA_LIMITS } from '../../src/api/index.js';
import { sniffImage, type ImageKind } from './sniff.js';

/** A photo ready to store: clean bytes, their content-addressed name and size. */
export interface ProcessedImage {
  bytes: Buffer;
  /** `<sha-256 of bytes>.webp`: the same photo always gets the same name. */
  name: string;
  contentType: string;
  width: number;
  height: number;
}

// A 10 MB PNG of one colour can claim 50 000 x 50 000 pixels; decoding that would take gigabytes.
// 120 megapixels still admits the largest phone sensors (108 MP) at full resolution.
const MAX_INPUT_PIXELS = 120_000_000;

const SHARP_FORMAT: Record<ImageKind, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  heif: 'heif',
};

/**
 * Checks an upload by its bytes and re-encodes it: turned upright from its EXIF orientation,
 * at most `MEDIA_LIMITS.maxSide` px on its longest side, WebP, with every piece of metadata
 * (EXIF and its GPS position, XMP, IPTC, ICC) left behind. Throws a 4xx `ApiError` for
 * anything that is not a complete JPEG, PNG, WebP or HEIF image.
 */
export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  const kind = sniffImage(input);
  if (!kind) {
    throw ApiError.of(
      'unsupported_media_type',
      'the file is not a JPEG, PNG, WebP or HEIC photo (told by its content, not its name)',
    );
  }
  // failOn 'error': a truncated or corrupt image fails instead of decoding half grey.
  const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const meta = await source.metadata();
    if (meta.format !== SHARP_FORMAT[kind]) {
      throw ApiError.of('unprocessable', `the file starts like ${kind} but is not one`);
    }
    const { data, info } = await source
      .rotate()
      .resize({
        width: MEDIA_LIMITS.maxSide,
        height: MEDIA_LIMITS.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(data).digest('hex');
    return {
      bytes: data,
      name: `${hash}.webp`,
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw decodeFailure(kind, error);
  }
}

function decodeFailure(kind: ImageKind, error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return ApiError.of('unprocessable', 'the photo has too many pixels (at most 120 megapixels)');
  }
  // sharp's prebuilt libvips decodes AV1-coded HEIF only; HEVC needs a codec it does not ship.
  if (
    kind === 'heif' &&
    /unsupported (codec|feature)|no decoding plugin|decoder plugin/i.test(message)
  ) {
    return ApiError.of(
      'unsupported_media_type',
      'this HEIC photo uses a codec the store cannot read; send it as JPEG (phones convert it when sharing)',
    );
  }
  return ApiError.of('unprocessable', `the ${kind.toUpperCase()} image is truncated or corrupt`);
}
