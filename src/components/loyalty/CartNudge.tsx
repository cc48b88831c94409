import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useCustomer, useSpendingRules } from '../../hooks/rewards.js';
import { useSession } from '../../hooks/session.js';
import { useI18n } from '../../i18n/index.js';
import { cx } from '../shared/cx.js';
import { useShownEvent } from '../shared/useShownEvent.js';
import { useMoney } from '../shared/useMoney.js';
import type { ApplyDiscountHandler } from './ApplyDiscount.js';
import { LoyaltyI18n } from './LoyaltyI18n.js';
import { cartOffer } from './nudgeModel.js';

const LazyRewardsDrawer = lazy(() =>
  import('./RewardsDrawer.js').then((m) => ({ default: m.RewardsDrawer })),
);

export interface CartNudgeProps {
  /** Where a guest creates an account. */
  joinUrl?: string | undefined;
  /** Where a guest signs in. */
  signInUrl?: string | undefined;
  /** Applies a discount code to the cart from the drawer; default: `/discount/CODE`. */
  onApplyDiscount?: ApplyDiscountHandler | undefined;
  /** Extra class names, merged last. */
  className?: string | undefined;
}

/**
 * In the cart: "You have 4,526 points: up to $45.00 off", with a button opening the rewards
 * drawer to redeem; or how many points the first reward still needs; a guest is invited to join.
 */
export function CartNudge(props: CartNudgeProps) {
  return (
    <LoyaltyI18n>
      <CartNudgeContent {...props} />
    </LoyaltyI18n>
  );
}

function CartNudgeContent({ joinUrl, signInUrl, onApplyDiscount, className }: CartNudgeProps) {
  const { t } = useI18n();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const session = useSession();
  const customer = useCustomer();
  const spending = useSpendingRules();

  let body: ReactNode = null;
  let state: 'loading' | 'guest' | 'discount' | 'toGo' | 'empty' = 'loading';
  if (session.status === 'guest') {
    state = 'guest';
    body = (
      <p className="lk-cart-nudge__text">
        {t('loyalty.nudge.cartGuest')}{' '}
        {joinUrl && (
          <a className="lk-cart-nudge__link" href={joinUrl}>
            {t('common.join')}
          </a>
        )}{' '}
        {signInUrl && (
          <a className="lk-cart-nudge__link" href={signInUrl}>
            {t('common.signIn')}
          </a>
        )}
      </p>
    );
  } else if (customer.status === 'success' && spending.status === 'success') {
    const profile = customer.data;
    // A customer the program excludes gets no prompt to redeem.
    const offer = profile.isRewardProgramAvailable
      ? cartOffer(spending.data.rules, profile.pointsBalance)
      : ({ kind: 'none' } as const);
    const points = t('common.points', { count: profile.pointsBalance });
    state = offer.kind === 'none' ? 'empty' : offer.kind;
    if (offer.kind === 'discount') {
      body = (
        <>
          <p className="lk-cart-nudge__text">
            {t('loyalty.nudge.cart', { points, amount: money.store(offer.amount) })}
          </p>
          <button
            type="button"
            className="lk-button lk-cart-nudge__action"
            aria-haspopup="dialog"
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
          >
            {t('loyalty.nudge.use')}
          </button>
        </>
      );
    } else if (offer.kind === 'toGo') {
      body = (
        <p className="lk-cart-nudge__text">
          {t('loyalty.nudge.cartToGo', { points, count: offer.points })}
        </p>
      );
    }
  } else if (customer.status === 'error' || spending.status === 'error') state = 'empty';
  const root = useRef<HTMLDivElement>(null);
  useShownEvent(
    root,
    'lk:nudge-shown',
    state === 'discount' || state === 'toGo'
      ? { nudge: 'cart', productId: null, points: customer.data?.pointsBalance ?? null }
      : null,
    'cart',
  );

  return (
    <div
      ref={root}
      className={cx('lk-widget', 'lk-cart-nudge', className)}
      data-state={state}
      aria-busy={state === 'loading' || undefined}
    >
      {body}
      {wanted && (
        <Suspense fallback={null}>
          <LazyRewardsDrawer
            open={open}
            onClose={() => setOpen(false)}
            joinUrl={joinUrl}
            signInUrl={signInUrl}
            onApplyDiscount={onApplyDiscount}
          />
        </Suspense>
      )}
    </div>
  );
}
