import { RegistryManager } from '../../components/registry/RegistryManager.js';
import { RegistryShareView } from '../../components/registry/RegistryShareView.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL_MONEY } from '../currencies.js';
import { ALL_STYLES } from '../styles.js';
import { defineChunk } from '../mount.js';
import { shareUrlFor } from '../shareUrl.js';

/**
 * `<lk-registry-manager share-url>` (`share-url` a template with `{token}`: the page of the share
 * view) and `<lk-registry-share token>` (the gifters' view of a shared registry). The product
 * page's `<lk-registry-button>` is a chunk of its own (registry-button.tsx).
 */
export const { mount } = defineChunk(
  {
    'registry-manager': ({ host, config }) => {
      // Registries offer gifters' links only when `share-url` names the page of the share view.
      const shareUrl = shareUrlFor(host.getAttribute('share-url'));
      return (
        <RegistryManager
          {...(shareUrl && { shareUrl })}
          {...(config.loginUrl && { signInUrl: config.loginUrl })}
        />
      );
    },
    'registry-share': ({ host }) => {
      const token = host.getAttribute('token');
      return token ? <RegistryShareView shareToken={token} /> : null;
    },
  },
  { ...FULL_MONEY, styles: ALL_STYLES, messages: CHUNK_MESSAGES['registry'] },
);
