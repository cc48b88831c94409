import type { ExtensionRuntime } from '../../shared/runtime.js';
import { LoadState } from '../../shared/components/LoadState.js';
import { useLoad } from '../../shared/useLoad.js';

/** Where the Rewards page is: the full-page extension's handle (shopify.extension.toml). */
export const REWARDS_PAGE = 'extension:loyalkit-rewards/';

/** The Profile page's block: points and tier, and the way to the Rewards page. */
export function ProfileSummary({ runtime }: { runtime: ExtensionRuntime }) {
  const { client, i18n } = runtime;
  const { t } = i18n;
  const [customer, reload] = useLoad(async () => {
    const session = await client.session();
    return session.customer ? client.call('getCustomer', {}) : null;
  }, [client]);
  return (
    <s-section heading={t('loyalty.title')}>
      <LoadState state={customer} i18n={i18n} retry={reload}>
        {(profile) => (
          <s-stack gap="base">
            {profile && profile.isRewardProgramAvailable && (
              <s-stack direction="inline" gap="base" alignItems="center">
                <s-text type="strong">
                  {t('common.points', { count: profile.pointsBalance })}
                </s-text>
                <s-badge>{t('loyalty.badge.tier', { tier: profile.currentTier.title })}</s-badge>
              </s-stack>
            )}
            <s-link href={REWARDS_PAGE}>{t('shopify.profile.link')}</s-link>
          </s-stack>
        )}
      </LoadState>
    </s-section>
  );
}
