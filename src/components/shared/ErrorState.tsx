import { useI18n } from '../../i18n/index.js';
import { cx } from './cx.js';
import { errorMessageKey } from './errorMessageKey.js';
import { useOnlineStatus } from './useOnlineStatus.js';

// Where a failure's message comes from; here for the widgets that import it with the view.
export { errorMessageKey } from './errorMessageKey.js';

export interface ErrorStateProps {
  /** What failed (an ApiError, a network TypeError, anything). */
  error: unknown;
  /** Offers a retry button when given. */
  onRetry?: () => void;
  className?: string;
}

/** A failed load: the reason in the shopper's language, offline said as such, and Retry. */
export function ErrorState({ error, onRetry, className }: ErrorStateProps) {
  const { t } = useI18n();
  const online = useOnlineStatus();
  return (
    <div className={cx('lk-error', className)} role="alert" data-offline={online ? undefined : ''}>
      <p className="lk-error__message">
        {online ? t(errorMessageKey(error)) : t('common.offline')}
      </p>
      {onRetry && (
        <button type="button" className="lk-button lk-button--secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
