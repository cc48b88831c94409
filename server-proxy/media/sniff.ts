/** The image families an upload may be, told by their first bytes. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heif';

// ISO BMFF brands of HEIF images: HEVC-coded (`heic`, `heix`, ...), generic (`mif1`, `msf1`)
// and AV1-coded (`avif`, `avis`). Video brands (`isom`, `mp42`, `qt  `) are not images.
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image kind of a file from its magic number, or null. The name and the declared type are
 * never consulted: an SVG or an HTML page renamed `.jpg` starts with text and is refused here.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return 'png';
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // The major brand, then the compatible brands up to the end of the `ftyp` box.
    const boxSize = Math.min(
      bytes.length,
      ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0,
    );
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heif';
  }
  return null;
}
