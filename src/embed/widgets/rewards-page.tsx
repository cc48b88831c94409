import { RewardsPage } from '../../components/loyalty/RewardsPage.js';
import { earnLinksOf } from '../earnLinks.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL_MONEY } from '../currencies.js';
import { ALL_STYLES } from '../styles.js';
import { defineChunk } from '../mount.js';

/** `<lk-rewards-page heading="…">`: the program's landing page, inline (a page or the account). */
export const { mount } = defineChunk(
  {
    'rewards-page': ({ host, config }) => (
      <RewardsPage
        heading={host.getAttribute('heading') || undefined}
        joinUrl={config.registerUrl}
        signInUrl={config.loginUrl}
        earnLinks={earnLinksOf()}
      />
    ),
  },
  { ...FULL_MONEY, styles: ALL_STYLES, messages: CHUNK_MESSAGES['rewards-page'] },
);
