/**
 * A share link as a person reads it: host and path, and the token's first and last few
 * characters ("shop.example/registry.html?token=eyJhbG…Qz9x"). The link itself (copied, opened)
 * stays whole; a 250-character token is noise on a card.
 */
export function shortShareLink(link: string, keep = { start: 6, end: 4 }): string {
  let url: URL;
  try {
    url = new URL(link, 'http://relative.invalid');
  } catch {
    return link;
  }
  const host = url.host === 'relative.invalid' ? '' : url.host;
  const query = [...url.searchParams]
    .map(([key, value]) =>
      value.length > keep.start + keep.end + 1
        ? `${key}=${value.slice(0, keep.start)}…${value.slice(-keep.end)}`
        : `${key}=${value}`,
    )
    .join('&');
  return `${host}${url.pathname}${query ? `?${query}` : ''}`;
}
