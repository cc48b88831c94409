import { RewardsLauncher } from '../../components/loyalty/RewardsLauncher.js';
import { earnLinksOf } from '../earnLinks.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL_MONEY } from '../currencies.js';
import { ALL_STYLES } from '../styles.js';
import { defineChunk } from '../mount.js';

/**
 * `<lk-launcher side="left" offset-x="16" offset-y="88" hide-on="/cart, /checkouts/*">`: the
 * floating rewards button; the drawer's code loads on the first hover, focus or click.
 */
export const { mount } = defineChunk(
  {
    launcher: ({ host, config }) => (
      <RewardsLauncher
        side={host.getAttribute('side') === 'left' ? 'left' : 'right'}
        offsetX={host.getAttribute('offset-x') ?? undefined}
        offsetY={host.getAttribute('offset-y') ?? undefined}
        hideOn={host.getAttribute('hide-on')?.split(',') ?? undefined}
        joinUrl={config.registerUrl}
        signInUrl={config.loginUrl}
        earnLinks={earnLinksOf()}
      />
    ),
  },
  { ...FULL_MONEY, styles: ALL_STYLES, messages: CHUNK_MESSAGES['launcher'] },
);
