import { LoyaltyI18n } from '../../components/loyalty/LoyaltyI18n.js';
import { RewardsDrawer } from '../../components/loyalty/RewardsDrawer.js';
import { MoneyRoot } from '../currencies.js';
import { earnLinksOf } from '../earnLinks.js';
import { useAdoptStyles, usePage } from '../mount.js';
import { ALL_STYLES } from '../styles.js';

/** Props of the drawer the points badge opens. */
export interface RewardsDrawerWidgetProps {
  open: boolean;
  onClose: () => void;
  joinUrl?: string | undefined;
  signInUrl?: string | undefined;
}

/** The rewards drawer in the full runtime, loaded when the points badge first opens it. */
export function RewardsDrawerWidget(props: RewardsDrawerWidgetProps) {
  // The badge's shadow root has only the badge's rules: the drawer brings every sheet.
  useAdoptStyles()(ALL_STYLES);
  return (
    <MoneyRoot page={usePage()}>
      <LoyaltyI18n>
        <RewardsDrawer {...props} earnLinks={earnLinksOf()} />
      </LoyaltyI18n>
    </MoneyRoot>
  );
}
