import { useState } from 'react';
import { LoyaltyI18n } from '../../components/loyalty/LoyaltyI18n.js';
import { RewardsDrawer } from '../../components/loyalty/RewardsDrawer.js';
import { RewardsPage } from '../../components/loyalty/RewardsPage.js';
import { useI18n } from '../../i18n/index.js';
import { earnLinksOf } from '../earnLinks.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL_MONEY } from '../currencies.js';
import { ALL_STYLES } from '../styles.js';
import { defineChunk } from '../mount.js';

function RewardsLauncher({
  joinUrl,
  signInUrl,
}: {
  joinUrl?: string | undefined;
  signInUrl?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useI18n();
  return (
    <div className="lk-widget">
      <button
        type="button"
        className="lk-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('loyalty.title')}
      </button>
      <RewardsDrawer
        open={open}
        onClose={() => setOpen(false)}
        joinUrl={joinUrl}
        signInUrl={signInUrl}
        earnLinks={earnLinksOf()}
      />
    </div>
  );
}

/**
 * `<lk-rewards-drawer>`: a button that opens the rewards drawer; `mode="inline"` shows the
 * rewards in the page instead (the rewards page, as `<lk-rewards-page>`).
 */
export const { mount } = defineChunk(
  {
    'rewards-drawer': ({ host, config }) =>
      host.getAttribute('mode') === 'inline' ? (
        <RewardsPage
          joinUrl={config.registerUrl}
          signInUrl={config.loginUrl}
          earnLinks={earnLinksOf()}
        />
      ) : (
        <LoyaltyI18n>
          <RewardsLauncher joinUrl={config.registerUrl} signInUrl={config.loginUrl} />
        </LoyaltyI18n>
      ),
  },
  { ...FULL_MONEY, styles: ALL_STYLES, messages: CHUNK_MESSAGES['rewards-drawer'] },
);
