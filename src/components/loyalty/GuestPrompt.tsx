import { useI18n } from '../../i18n/index.js';

export interface GuestPromptProps {
  /** Where a guest creates an account. */
  joinUrl?: string | undefined;
  /** Where a guest signs in. */
  signInUrl?: string | undefined;
}

/** Invites a guest to join or sign in to earn and redeem. */
export function GuestPrompt({ joinUrl, signInUrl }: GuestPromptProps) {
  const { t } = useI18n();
  return (
    <div className="lk-rewards-drawer__guest">
      <h3 className="lk-rewards-drawer__heading">{t('loyalty.guest.title')}</h3>
      <p className="lk-rewards-drawer__text">{t('loyalty.guest.body')}</p>
      {(joinUrl || signInUrl) && (
        <div className="lk-rewards-drawer__actions">
          {joinUrl && (
            <a className="lk-button" href={joinUrl}>
              {t('common.join')}
            </a>
          )}
          {signInUrl && (
            <a className="lk-button lk-button--secondary" href={signInUrl}>
              {t('common.signIn')}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
