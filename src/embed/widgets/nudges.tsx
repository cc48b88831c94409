import { BoostCampaignBanner } from '../../components/loyalty/BoostCampaignBanner.js';
import { CartNudge } from '../../components/loyalty/CartNudge.js';
import { PointsNudge } from '../../components/loyalty/PointsNudge.js';
import { PointsOffer } from '../../components/loyalty/PointsOffer.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL_MONEY } from '../currencies.js';
import { ALL_STYLES } from '../styles.js';
import { defineChunk } from '../mount.js';

/**
 * `<lk-points-nudge price="28.00" product-id="42" variant-id="7">` on a product page (with the
 * product, also "yours with your points"), `<lk-cart-nudge>` in the cart and
 * `<lk-boost-banner>` anywhere: the program's prompts where shoppers decide.
 */
export const { mount } = defineChunk(
  {
    'points-nudge': ({ host, config, intAttr }) => {
      const price = Number(host.getAttribute('price'));
      const productId = intAttr('product-id');
      const known = Number.isFinite(price) && price > 0;
      return (
        <>
          {known && <PointsNudge price={price} productId={productId} signInUrl={config.loginUrl} />}
          {/* "Yours with your points" beside it, for the product (and variant) it names. */}
          {productId && (
            <PointsOffer
              productId={productId}
              variantId={intAttr('variant-id')}
              price={known ? price : undefined}
            />
          )}
        </>
      );
    },
    'cart-nudge': ({ config }) => (
      <CartNudge joinUrl={config.registerUrl} signInUrl={config.loginUrl} />
    ),
    'boost-banner': () => <BoostCampaignBanner />,
  },
  { ...FULL_MONEY, styles: ALL_STYLES, messages: CHUNK_MESSAGES['nudges'] },
);
