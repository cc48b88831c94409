import { VipProgress } from '../../components/loyalty/VipProgress.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL } from '../full.js';
import { ALL_STYLES } from '../styles.js';
import { defineChunk } from '../mount.js';

/** `<lk-vip-progress>`: progress to the next VIP tier. */
export const { mount } = defineChunk(
  {
    'vip-progress': ({ config }) => (
      <VipProgress joinUrl={config.registerUrl} signInUrl={config.loginUrl} />
    ),
  },
  { ...FULL, styles: ALL_STYLES, messages: CHUNK_MESSAGES['vip-progress'] },
);
