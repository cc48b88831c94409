import { useState } from 'react';
import type { EarningRule } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { errorMessageKey } from '../shared/ErrorState.js';
import { Icon } from '../shared/icons.js';
import { useMoney } from '../shared/useMoney.js';
import { earningValue, type EarnStep } from './earnModel.js';
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
  /** Where the action happens (the store's link for it), if anywhere. */
  step?: EarnStep | undefined;
  /** Takes the shopper to the birthday form (a birthday rule's next step): customers without one on file. */
  onBirthday?: (() => void) | undefined;
}

type ClaimState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done'; result: ClaimResult }
  | { status: 'error'; error: unknown };

/**
 * One way to earn: what it pays, whether it is done, and its next step: the store's link for it
 * ("Follow us", "Write a review", "Sign up"), the birthday form, and Claim where the shopper
 * reports it themselves, once they have followed the link (as loyalty programs do).
 */
export function EarnRuleItem({ rule, onClaim, step, onBirthday }: EarnRuleItemProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const money = useMoney();
  const [claim, setClaim] = useState<ClaimState>({ status: 'idle' });
  const [followed, setFollowed] = useState(false);
  const claimable =
    onClaim &&
    rule.type === 'custom_action' &&
    rule.isSelfReportable === true &&
    !rule.completed &&
    (!step || followed);
  const birthday = onBirthday && rule.type === 'birthday' && !rule.completed;
  const next = !rule.completed && claim.status !== 'done' && (step || birthday);
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
        <h4 className="lk-rewards-drawer__item-title" dir="auto">
          {rule.title}
        </h4>
        <span className="lk-rewards-drawer__item-value">{earningValue(rule, i18n, money)}</span>
      </div>
      {rule.description && (
        <p className="lk-rewards-drawer__muted" dir="auto">
          {rule.description}
        </p>
      )}
      {rule.completed && claim.status !== 'done' && (
        <span className="lk-rewards-drawer__done">
          <Icon name="check" /> {t('loyalty.earn.completed')}
        </span>
      )}
      {(next || (claimable && claim.status !== 'done')) && (
        <div className="lk-rewards-drawer__actions">
          {next && step && (
            <a
              className="lk-button lk-button--secondary"
              href={step.href}
              {...(step.external && { target: '_blank', rel: 'noopener noreferrer' })}
              onClick={() => setFollowed(true)}
            >
              {t(step.words)}
              {step.external && (
                <span className="lk-visually-hidden">{` (${t('loyalty.earn.newTab')})`}</span>
              )}
            </a>
          )}
          {next && birthday && (
            <button type="button" className="lk-button lk-button--secondary" onClick={onBirthday}>
              {t('loyalty.earn.go.birthday')}
            </button>
          )}
          {claimable && (
            <button
              type="button"
              className="lk-button"
              aria-label={t('loyalty.earn.claimLabel', { title: rule.title })}
              disabled={claim.status === 'working'}
              onClick={() => void run()}
            >
              {t('loyalty.earn.claim')}
            </button>
          )}
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
