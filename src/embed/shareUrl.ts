/**
 * The page a share token opens, from an element's `share-url` template (`{token}` is replaced,
 * encoded), resolved against the page. Without a template there is no page to send people to,
 * so the widget offers no share link (a development hint says which attribute to set).
 */
export function shareUrlFor(template: string | null): ((token: string) => string) | undefined {
  if (!template?.includes('{token}')) {
    if (template !== null) {
      console.error(`[loyalkit] share-url="${template}" must contain {token}; sharing is off.`);
    }
    return undefined;
  }
  return (token) =>
    new URL(template.replace('{token}', encodeURIComponent(token)), document.baseURI).href;
}
