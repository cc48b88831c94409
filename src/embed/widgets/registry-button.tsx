import { AddToRegistryButton } from '../../components/registry/AddToRegistryButton.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL_MONEY } from '../currencies.js';
import { ALL_STYLES } from '../styles.js';
import { defineChunk } from '../mount.js';

/**
 * `<lk-registry-button product-id product-title variant-id>` on a product page, apart from the
 * managers (registry.tsx): their forms bring the registrant's schema rules, which a button that
 * adds an item to a registry never needs.
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
  },
  { ...FULL_MONEY, styles: ALL_STYLES, messages: CHUNK_MESSAGES['registry-button'] },
);
