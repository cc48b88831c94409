import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import type { ApplyDiscountHandler } from './ApplyDiscount.js';
import { CustomerRewards } from './CustomerRewards.js';
import type { EarnLinks } from './earnModel.js';
import { cx } from '../shared/cx.js';
import { Dialog } from '../shared/Dialog.js';
import { ErrorState } from '../shared/ErrorState.js';
import { GuestRewards } from './GuestRewards.js';
import { LoyaltyI18n } from './LoyaltyI18n.js';
import { Skeleton } from '../shared/Skeleton.js';
import { useOnlineStatus } from '../shared/useOnlineStatus.js';

export interface RewardsDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the shopper closes it (Esc, close button, backdrop). */
  onClose: () => void;
  /** Where a guest creates an account. */
  joinUrl?: string | undefined;
  /** Where a guest signs in. */
  signInUrl?: string | undefined;
  /** Applies a discount code to the cart; default: a link to `/discount/CODE`. */
  onApplyDiscount?: ApplyDiscountHandler | undefined;
  /**
   * The store's links for its ways to earn, by rule id or icon (`{ instagram: 'https://…' }`):
   * the rule's step ("Follow us") comes before its Claim.
   */
  earnLinks?: EarnLinks | undefined;
  /** Extra class names, merged last. */
  className?: string | undefined;
}

/** The rewards panel in a native `<dialog>` drawer: balance, earn, redeem, rewards, VIP, more. */
export function RewardsDrawer(props: RewardsDrawerProps) {
  return (
    <LoyaltyI18n>
      <RewardsDrawerDialog {...props} />
    </LoyaltyI18n>
  );
}

function RewardsDrawerDialog({ open, onClose, className, ...rest }: RewardsDrawerProps) {
  const { t } = useI18n();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('loyalty.title')}
      variant="drawer"
      className={cx('lk-rewards-drawer', className)}
    >
      <RewardsDrawerBody {...rest} />
    </Dialog>
  );
}

function RewardsDrawerBody({
  joinUrl,
  signInUrl,
  onApplyDiscount,
  earnLinks,
}: Omit<RewardsDrawerProps, 'open' | 'onClose' | 'className'>) {
  const { t } = useI18n();
  const session = useSession();
  const online = useOnlineStatus();
  return (
    <>
      {!online && (
        <p className="lk-rewards-drawer__message" role="status" data-tone="error">
          {t('common.offline')}
        </p>
      )}
      {session.status === 'loading' && (
        <div className="lk-rewards-drawer__skeleton" aria-busy="true">
          <Skeleton height="7.5em" />
          <Skeleton height="3.5em" />
          <Skeleton height="3.5em" />
        </div>
      )}
      {session.status === 'error' && <ErrorState error={session.error} onRetry={session.retry} />}
      {session.status === 'guest' && (
        <GuestRewards joinUrl={joinUrl} signInUrl={signInUrl} earnLinks={earnLinks} />
      )}
      {session.status === 'customer' && (
        <CustomerRewards onApplyDiscount={onApplyDiscount} earnLinks={earnLinks} />
      )}
    </>
  );
}
