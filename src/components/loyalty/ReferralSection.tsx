import { useId, type ReactNode } from 'react';
import type { ReferralSession } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { CopyButton } from '../shared/CopyButton.js';
import { DrawerSection, type QueryLike } from './DrawerSection.js';

export interface ReferralSectionProps {
  /** The customer's referral link (E4). */
  link: string;
  /** The customer's referrals (E17), e-mails masked by the proxy. */
  query: QueryLike<ReferralSession[]>;
  /** What a referral earns ("Earn 500 points for each friend you refer"), under the intro. */
  points?: ReactNode;
}

function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Referral link with Copy, e-mail and the share sheet where the browser has one; referrals. */
export function ReferralSection({ link, query, points }: ReferralSectionProps) {
  const { t, date } = useI18n();
  const inputId = useId();
  const body = t('loyalty.referral.mailBody', { link });
  const subject = t('loyalty.referral.mailSubject');
  const mailto = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  const share = () => {
    navigator.share({ title: subject, text: body, url: link }).catch(() => {
      // The shopper closed the share sheet: nothing to report.
    });
  };
  return (
    <DrawerSection title={t('loyalty.referral.title')} query={query}>
      {(sessions) => (
        <>
          <p className="lk-rewards-drawer__text">{t('loyalty.referral.body')}</p>
          {points}
          <div className="lk-field">
            <label className="lk-field__label" htmlFor={inputId}>
              {t('loyalty.referral.link')}
            </label>
            <input
              id={inputId}
              className="lk-input lk-rewards-drawer__referral-link"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="lk-rewards-drawer__actions">
            <CopyButton value={link} label={t('loyalty.referral.copy')} />
            <a className="lk-button lk-button--secondary" href={mailto}>
              {t('loyalty.referral.email')}
            </a>
            {canShare() && (
              <button type="button" className="lk-button lk-button--secondary" onClick={share}>
                {t('loyalty.referral.share')}
              </button>
            )}
          </div>
          <h4 className="lk-rewards-drawer__subheading">{t('loyalty.referral.list')}</h4>
          {sessions.length === 0 ? (
            <p className="lk-empty">{t('loyalty.referral.empty')}</p>
          ) : (
            <ul className="lk-rewards-drawer__list">
              {sessions.map((session) => (
                <li
                  key={`${session.referred.platformCustomerId}-${session.createdAt}`}
                  className="lk-rewards-drawer__item"
                  data-status={session.status}
                >
                  <div className="lk-rewards-drawer__item-head">
                    <span>{session.referred.email}</span>
                    <span className="lk-rewards-drawer__item-value">
                      {t('loyalty.referral.status', { status: session.status })}
                    </span>
                  </div>
                  <span className="lk-rewards-drawer__muted">{date(session.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DrawerSection>
  );
}
