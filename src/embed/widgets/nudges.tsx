import { BoostCampaignBanner } from '../../components/loyalty/BoostCampaignBanner.js';
import { CartNudge } from '../../components/loyalty/CartNudge.js';
import { PointsNudge } from '../../components/loyalty/PointsNudge.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL_MONEY } from '../currencies.js';
import { ALL_STYLES } from '../styles.js';
import { defineChunk } from '../mount.js';

/**
 * `<lk-points-nudge price="28.00">` on a product page, `<lk-cart-nudge>` in the cart and
 * `<lk-boost-banner>` anywhere: the program's prompts where shoppers decide.
 */
export const { mount } = defineChunk(
  {
    'points-nudge': ({ host, config }) => {
      const price = Number(host.getAttribute('price'));
      return Number.isFinite(price) && price > 0 ? (
        <PointsNudge price={price} signInUrl={config.loginUrl} />
      ) : null;
    },
    'cart-nudge': ({ config }) => (
      <CartNudge joinUrl={config.registerUrl} signInUrl={config.loginUrl} />
    ),
    'boost-banner': () => <BoostCampaignBanner />,
  },
  { ...FULL_MONEY, styles: ALL_STYLES, messages: CHUNK_MESSAGES['nudges'] },
);
