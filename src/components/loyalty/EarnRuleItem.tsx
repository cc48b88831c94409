import { useState } from 'react';
import type { EarningRule } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { errorMessageKey } from '../shared/ErrorState.js';
import { Icon } from '../shared/icons.js';
import { useMoney } from '../shared/useMoney.js';
import { earningValue } from './earnModel.js';
import { earnIcon } from './rewardIcons.js';

/** What a claim answers: whether it paid, and how much. */
export interface ClaimResult {
  rewarded: boolean;
  pointsAwarded: number;
}

export interface EarnRuleItemProps {
  /** The earning rule (E7). */
  rule: EarningRule;
  /** Claims a self-reportable custom action (E8); absent for guests. */
  onClaim?: ((rule: EarningRule) => Promise<ClaimResult>) | undefined;
}

type ClaimState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done'; result: ClaimResult }
  | { status: 'error'; error: unknown };

/** One way to earn: what it pays, whether it is done, and a Claim button where allowed. */
export function EarnRuleItem({ rule, onClaim }: EarnRuleItemProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const money = useMoney();
  const [claim, setClaim] = useState<ClaimState>({ status: 'idle' });
  const claimable =
    onClaim && rule.type === 'custom_action' && rule.isSelfReportable === true && !rule.completed;
  const run = async () => {
    if (!onClaim) return;
    setClaim({ status: 'working' });
    try {
      setClaim({ status: 'done', result: await onClaim(rule) });
    } catch (error) {
      setClaim({ status: 'error', error });
    }
  };
  return (
    <li className="lk-rewards-drawer__item" data-completed={rule.completed} data-action="inline">
      <div className="lk-rewards-drawer__item-head">
        <span className="lk-reward-icon" data-type={rule.type}>
          <Icon name={earnIcon(rule.type)} />
        </span>
        <h4 className="lk-rewards-drawer__item-title">{rule.title}</h4>
        <span className="lk-rewards-drawer__item-value">{earningValue(rule, i18n, money)}</span>
      </div>
      {rule.description && <p className="lk-rewards-drawer__muted">{rule.description}</p>}
      {rule.completed && claim.status !== 'done' && (
        <span className="lk-rewards-drawer__done">
          <Icon name="check" /> {t('loyalty.earn.completed')}
        </span>
      )}
      {claimable && claim.status !== 'done' && (
        <div className="lk-rewards-drawer__actions">
          <button
            type="button"
            className="lk-button lk-button--secondary"
            aria-label={t('loyalty.earn.claimLabel', { title: rule.title })}
            disabled={claim.status === 'working'}
            onClick={() => void run()}
          >
            {t('loyalty.earn.claim')}
          </button>
        </div>
      )}
      <p className="lk-rewards-drawer__message" role="status" data-tone={tone(claim)}>
        {claim.status === 'done' &&
          (claim.result.rewarded
            ? t('loyalty.earn.claimed', { count: claim.result.pointsAwarded })
            : t('loyalty.earn.alreadyClaimed'))}
        {claim.status === 'error' && t(errorMessageKey(claim.error))}
      </p>
    </li>
  );
}

function tone(claim: ClaimState): string | undefined {
  if (claim.status === 'done') return 'success';
  if (claim.status === 'error') return 'error';
  return undefined;
}
