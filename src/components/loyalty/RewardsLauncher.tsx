import { lazy, Suspense, useState } from 'react';
import { useCustomer } from '../../hooks/rewards.js';
import { useSession } from '../../hooks/session.js';
import { useLoyaltyConfig } from '../../provider/LoyaltyProvider.js';
import type { ApplyDiscountHandler } from './ApplyDiscount.js';
import type { EarnLinks } from './earnModel.js';
import { isHiddenOn, launcherStyle, type LauncherSide } from './launcherModel.js';
import { LoyaltyI18n } from './LoyaltyI18n.js';
import { useTrack } from '../shared/track.js';
import { useStepAside } from './useStepAside.js';
import { RewardsLauncherView, type RewardsLauncherState } from './RewardsLauncherView.js';

// The drawer (every section, redeem flow, history) is code the page needs only once the shopper
// opens it: a launcher on every page costs the button and one balance read until then.
const loadDrawer = () => import('./RewardsDrawer.js');
const LazyRewardsDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.RewardsDrawer })));

export interface RewardsLauncherProps {
  /** The bottom corner: `right` (default) or `left`; mirrored in right-to-left pages. */
  side?: LauncherSide | undefined;
  /** Distance from the side edge (px number or CSS length; default `--lk-launcher-offset-x`, 16px). */
  offsetX?: number | string | undefined;
  /** Distance from the bottom edge, e.g. above a cookie bar or chat (default 16px). */
  offsetY?: number | string | undefined;
  /** Paths where the launcher hides: `/cart` exactly, `/checkouts/*` and below. */
  hideOn?: readonly string[] | undefined;
  /** The page's path; default `location.pathname` (pass it when rendering on a server). */
  path?: string | undefined;
  /** Where a guest creates an account. */
  joinUrl?: string | undefined;
  /** Where a guest signs in. */
  signInUrl?: string | undefined;
  /** Applies a discount code to the cart from the drawer; default: `/discount/CODE`. */
  onApplyDiscount?: ApplyDiscountHandler | undefined;
  /** The store's links for its ways to earn, by rule id or icon (as the drawer's). */
  earnLinks?: EarnLinks | undefined;
  /** Extra class names, merged last. */
  className?: string | undefined;
}

/**
 * The floating rewards launcher: a button fixed to a bottom corner with the balance (or "Join
 * & earn"), opening the rewards drawer, whose code loads on first hover, focus or click.
 */
export function RewardsLauncher(props: RewardsLauncherProps) {
  const path = props.path ?? (typeof location === 'undefined' ? '' : location.pathname);
  if (props.hideOn && isHiddenOn(path, props.hideOn)) return null;
  return (
    <LoyaltyI18n>
      <RewardsLauncherContainer {...props} />
    </LoyaltyI18n>
  );
}

function RewardsLauncherContainer({
  side,
  offsetX,
  offsetY,
  joinUrl,
  signInUrl,
  onApplyDiscount,
  earnLinks,
  className,
}: RewardsLauncherProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [aside, box] = useStepAside();
  const session = useSession();
  const customer = useCustomer();
  const { dir } = useLoyaltyConfig();
  const track = useTrack();

  let state: RewardsLauncherState | null;
  if (session.status === 'guest') state = { status: 'guest' };
  else if (session.status === 'error' || customer.status === 'error')
    state = { status: 'unavailable' };
  else if (session.status === 'loading' || customer.status === 'pending') state = null;
  // A customer the program excludes gets no prompt to earn or redeem from every page.
  else if (!customer.data.isRewardProgramAvailable) state = null;
  else state = { status: 'customer', balance: customer.data.pointsBalance };
  if (!state) return null;

  const warm = () => void loadDrawer().catch(() => undefined);
  return (
    <>
      <RewardsLauncherView
        state={state}
        side={side}
        dir={dir}
        style={launcherStyle(offsetX, offsetY)}
        className={className}
        rootRef={box}
        aside={aside && !open}
        expanded={open}
        onWarm={warm}
        onOpen={(button) => {
          setWanted(true);
          setOpen(true);
          track(button, 'lk:launcher-opened', { signedIn: state.status === 'customer' });
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <LazyRewardsDrawer
            open={open}
            onClose={() => setOpen(false)}
            joinUrl={joinUrl}
            signInUrl={signInUrl}
            onApplyDiscount={onApplyDiscount}
            earnLinks={earnLinks}
          />
        </Suspense>
      )}
    </>
  );
}
