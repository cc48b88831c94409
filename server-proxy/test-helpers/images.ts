// Real image bytes for media tests, made by sharp in the test itself.
import sharp from 'sharp';

/** A landscape JPEG whose EXIF says "rotate 90° clockwise" (orientation 6) and holds a GPS position. */
export function phoneJpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2982/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4026/100',
      },
    })
    .jpeg()
    .toBuffer();
}

/** Whether EXIF bytes hold a GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

/** A PNG with transparency. */
export function plainPng(width = 300, height = 200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 10, g: 20, b: 200, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}

/** A large JPEG (sides over the 2048 px cap). */
export function largeJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2600, height: 1950, channels: 3, background: '#888' } })
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** An AVIF (HEIF container, AV1 coded): the HEIF flavour sharp's prebuilt libvips reads. */
export function heifAvif(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#c33' } })
    .heif({ compression: 'av1' })
    .toBuffer();
}

/** An SVG drawing with a script: text, however it is named. */
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** An HTML page. */
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);

/** A multipart body of named parts (files as Blobs). */
export function formOf(parts: [string, Blob | string, string?][]): FormData {
  const form = new FormData();
  for (const [field, value, filename] of parts) {
    if (typeof value === 'string') form.append(field, value);
    else form.append(field, value, filename ?? 'photo.jpg');
  }
  return form;
}
