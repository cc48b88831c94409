import { AddToRegistryButton } from '../../components/registry/AddToRegistryButton.js';
import { RegistryManager } from '../../components/registry/RegistryManager.js';
import { RegistryShareView } from '../../components/registry/RegistryShareView.js';
import { FULL } from '../full.js';
import { defineChunk } from '../mount.js';

/** The gifters' page of a share token: `share-url` on the element, `{token}` replaced. */
function shareUrlFor(template: string | null): (token: string) => string {
  const pattern = template ?? '/registry.html?token={token}';
  return (token) =>
    new URL(pattern.replace('{token}', encodeURIComponent(token)), document.baseURI).href;
}

/**
 * `<lk-registry-button product-id product-title variant-id>`, `<lk-registry-manager share-url>`
 * and `<lk-registry-share token>` (the gifters' view of a shared registry).
 */
export const { mount } = defineChunk(
  {
    'registry-button': ({ host, intAttr, config }) => {
      const productId = intAttr('product-id');
      if (!productId) return null;
      const variantId = intAttr('variant-id');
      return (
        <AddToRegistryButton
          productId={productId}
          productTitle={host.getAttribute('product-title') ?? ''}
          {...(variantId !== undefined && { variantId })}
          {...(config.loginUrl && { signInUrl: config.loginUrl })}
        />
      );
    },
    'registry-manager': ({ host, config }) => (
      <RegistryManager
        shareUrl={shareUrlFor(host.getAttribute('share-url'))}
        {...(config.loginUrl && { signInUrl: config.loginUrl })}
      />
    ),
    'registry-share': ({ host }) => {
      const token = host.getAttribute('token');
      return token ? <RegistryShareView shareToken={token} /> : null;
    },
  },
  FULL,
);
