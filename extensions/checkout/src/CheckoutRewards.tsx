import type { Api } from '@shopify/ui-extensions/purchase.checkout.reductions.render-after';
import { useMemo, useState } from 'preact/hooks';
import { isOutcomeUnknown, type SpendingRule } from '../../../src/api/index.js';
import { purchaseEarning } from '../../../src/components/loyalty/nudgeModel.js';
import { pointsToGo } from '../../../src/components/loyalty/redeemModel.js';
import { errorMessageKey } from '../../../src/components/shared/errorMessageKey.js';
import { moneyFormat } from '../../../src/i18n/money.js';
import { LoadState } from '../../shared/components/LoadState.js';
import { RedeemRules, redeemsInline } from '../../shared/components/RedeemRules.js';
import { RewardCode } from '../../shared/components/RewardCode.js';
import { redeemOnce } from '../../shared/redeem.js';
import type { ExtensionRuntime } from '../../shared/runtime.js';
import { useLoad } from '../../shared/useLoad.js';
import { loadProgram } from './loadProgram.js';

/** The parts of the checkout's `shopify` this block reads and changes. */
export type CheckoutParts = Pick<
  Api,
  'applyDiscountCodeChange' | 'instructions' | 'discountCodes' | 'cost'
>;

/** What the last press did. */
type Action =
  | { status: 'idle' }
  | { status: 'working'; ruleId: number | null }
  | { status: 'applied'; code: string }
  | { status: 'refused'; message: string }
  | { status: 'error'; error: unknown };

/**
 * Loyalty in checkout: everyone sees what this order earns (from its store-currency value); a
 * guest is asked to sign in; a customer sees their points, applies a reward they hold, or
 * redeems one they can afford, whose code is applied to this checkout at once.
 */
export function CheckoutRewards({
  api,
  runtime,
}: {
  api: CheckoutParts;
  runtime: ExtensionRuntime;
}) {
  const { client, i18n } = runtime;
  const { t } = i18n;
  const money = useMemo(() => moneyFormat(i18n, runtime.currencies), [i18n, runtime.currencies]);
  const [program, reload] = useLoad(() => loadProgram(client, i18n.lang), [client]);
  const [action, setAction] = useState<Action>({ status: 'idle' });
  // Signals: reading them here re-renders the block when the cart or its codes change.
  const subtotal = api.cost.subtotalAmount.value.amount;
  const applied = new Set(api.discountCodes.value.map((d) => d.code.toUpperCase()));
  const canApply = api.instructions.value.discounts.canUpdateDiscountCodes;

  const apply = async (code: string) => {
    const result = await api.applyDiscountCodeChange({ type: 'addDiscountCode', code });
    setAction(
      result.type === 'success'
        ? { status: 'applied', code }
        : { status: 'refused', message: result.message },
    );
  };
  const run = async (ruleId: number | null, work: () => Promise<void>) => {
    setAction({ status: 'working', ruleId });
    try {
      await work();
    } catch (error) {
      setAction({ status: 'error', error });
    }
  };
  const redeem = (customerId: string, rule: SpendingRule) =>
    run(rule.id, async () => {
      const entry = await redeemOnce(client, customerId, { ruleId: rule.id });
      await apply(entry.reward.discountCode);
      await reload();
    });

  return (
    <LoadState state={program} i18n={i18n} retry={reload}>
      {(p) => {
        const profile = p.customer?.profile;
        const tier = p.tiers.find((x) => x.id === profile?.currentTier.id);
        const storeSubtotal = money.toStore(subtotal);
        const earning =
          storeSubtotal === null || profile?.isRewardProgramAvailable === false
            ? null
            : purchaseEarning(
                p.earning,
                storeSubtotal,
                tier?.pointsMultiplier ?? 1,
                p.boost?.pointsMultiplier ?? 1,
              );
        const earns = earning && earning.points > 0 && (
          <s-text>
            {t(money.converted ? 'loyalty.nudge.earnAbout' : 'loyalty.nudge.earn', {
              count: earning.points,
            })}
          </s-text>
        );
        if (!p.customer || !profile) {
          return (
            <s-stack gap="small">
              {earns}
              <s-text color="subdued">{t('shopify.checkout.signIn')}</s-text>
            </s-stack>
          );
        }
        if (!profile.isRewardProgramAvailable) return null;
        const { id, active, spending } = p.customer;
        const balance = profile.pointsBalance;
        const affordable = spending.filter(
          (rule) => redeemsInline(rule) && pointsToGo(rule, balance) === 0,
        );
        const working = action.status === 'working';
        return (
          <s-stack gap="base">
            <s-heading>{t('shopify.checkout.title')}</s-heading>
            <s-text>
              {t('loyalty.balance.label')}: {t('common.points', { count: balance })}
            </s-text>
            {earns}
            {action.status === 'applied' && (
              <s-banner tone="success">
                {t('shopify.checkout.applied', { code: action.code })}
              </s-banner>
            )}
            {action.status === 'refused' && <s-banner tone="critical">{action.message}</s-banner>}
            {action.status === 'error' && (
              <s-banner tone="critical">
                {isOutcomeUnknown(action.error)
                  ? t('loyalty.redeem.checking')
                  : t(errorMessageKey(action.error))}
              </s-banner>
            )}
            {!canApply ? (
              <s-text color="subdued">{t('shopify.checkout.noCodes')}</s-text>
            ) : (
              <>
                {active.map((entry) => (
                  <RewardCode
                    key={entry.id}
                    entry={entry}
                    i18n={i18n}
                    money={money}
                    action={
                      applied.has(entry.reward.discountCode.toUpperCase()) ? (
                        <s-text tone="success">
                          {t('shopify.checkout.applied', { code: entry.reward.discountCode })}
                        </s-text>
                      ) : (
                        <s-button
                          variant="secondary"
                          disabled={working}
                          onClick={() => void run(null, () => apply(entry.reward.discountCode))}
                        >
                          {t('shopify.checkout.apply')}
                        </s-button>
                      )
                    }
                  />
                ))}
                <RedeemRules
                  rules={affordable}
                  balance={balance}
                  i18n={i18n}
                  money={money}
                  working={action.status === 'working' ? action.ruleId : null}
                  onRedeem={(rule) => void redeem(id, rule)}
                />
              </>
            )}
          </s-stack>
        );
      }}
    </LoadState>
  );
}
