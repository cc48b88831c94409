import { VipProgress } from '../../components/loyalty/VipProgress.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL_MONEY } from '../currencies.js';
import { ALL_STYLES } from '../styles.js';
import { defineChunk } from '../mount.js';

/** `<lk-vip-progress>`: progress to the next VIP tier. */
export const { mount } = defineChunk(
  {
    'vip-progress': ({ config }) => (
      <VipProgress joinUrl={config.registerUrl} signInUrl={config.loginUrl} />
    ),
  },
  { ...FULL_MONEY, styles: ALL_STYLES, messages: CHUNK_MESSAGES['vip-progress'] },
);
