// A picture's name, already in the form Vitest would give its file (toMatchScreenshot keeps word
// characters and single hyphens in each path segment): the name recorded for the prune step and
// the file on disk are then the same text.

/** `1280-light/reviews-reviews--many-reviews` → `1280-light/reviews-reviews-many-reviews`. */
export function pictureName(name: string): string {
  return name
    .split('/')
    .map((part) =>
      part
        .replace(/\s+/g, '-')
        .replace(/[^\w-]+/g, '')
        .replace(/-{2,}/g, '-'),
    )
    .join('/');
}
