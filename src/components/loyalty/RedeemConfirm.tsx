import { useEffect, useRef } from 'react';
import { isOutcomeUnknown } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { isolated } from '../shared/Isolated.js';
import { errorMessageKey } from '../shared/ErrorState.js';
import type { RedeemChoice } from './RedeemRuleItem.js';

export interface RedeemConfirmProps {
  /** What is about to be redeemed. */
  choice: RedeemChoice;
  /** Whether the redemption is under way. */
  working: boolean;
  /** Why the last attempt failed, if it did. */
  error?: unknown;
  /** Redeems (given the button pressed). */
  onConfirm: (button: HTMLButtonElement) => void;
  /** Goes back without redeeming. */
  onCancel: () => void;
}

/** The confirm step: what it costs, then Yes or Cancel; a refusal is explained here. */
export function RedeemConfirm({ choice, working, error, onConfirm, onCancel }: RedeemConfirmProps) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="lk-rewards-drawer__confirm" data-step={working ? 'working' : 'confirm'}>
      <h4 className="lk-rewards-drawer__subheading" ref={heading} tabIndex={-1}>
        {t('loyalty.redeem.confirmTitle')}
      </h4>
      <p className="lk-rewards-drawer__text">
        {isolated(
          (title) => t('loyalty.redeem.confirmBody', { count: choice.points, title }),
          choice.rule.title,
        )}
      </p>
      {choice.variant && (
        <p className="lk-rewards-drawer__muted">
          {t('loyalty.redeem.confirmVariant', { variant: choice.variant.title })}
        </p>
      )}
      <p className="lk-rewards-drawer__message" role="alert" data-tone="error">
        {error !== undefined &&
          // Unreached or unanswered: the redeem may have happened. Say so, not "unreachable";
          // trying again reuses the same key, so it cannot redeem twice.
          t(isOutcomeUnknown(error) ? 'loyalty.redeem.checking' : errorMessageKey(error))}
      </p>
      <div className="lk-rewards-drawer__actions">
        <button
          type="button"
          className="lk-button"
          disabled={working}
          onClick={(event) => onConfirm(event.currentTarget)}
        >
          {working ? t('loyalty.redeem.working') : t('loyalty.redeem.confirm')}
        </button>
        <button type="button" className="lk-button lk-button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
