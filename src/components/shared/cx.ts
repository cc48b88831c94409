/** Joins class names, skipping falsy ones (the consumer's `className` goes last). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
