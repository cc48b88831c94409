import type { EarningRule } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { DrawerSection, type QueryLike } from './DrawerSection.js';
import { EarnRuleItem, type ClaimResult } from './EarnRuleItem.js';
import { earnStep, type EarnLinks } from './earnModel.js';

export interface EarnSectionProps {
  /** The earning rules (E7). */
  query: QueryLike<EarningRule[]>;
  /** Claims a self-reportable custom action; absent for guests. */
  onClaim?: ((rule: EarningRule) => Promise<ClaimResult>) | undefined;
  /** The store's links for its ways to earn, by rule id or icon. */
  links?: EarnLinks | undefined;
  /** Takes the shopper to the birthday form; absent where there is none (guests). */
  onBirthday?: (() => void) | undefined;
}

/** "Ways to earn": every earning rule with its next step, completed ones marked. */
export function EarnSection({ query, onClaim, links, onBirthday }: EarnSectionProps) {
  const { t } = useI18n();
  return (
    <DrawerSection title={t('loyalty.earn.title')} query={query} skeletonRows={3}>
      {(rules) =>
        rules.length === 0 ? (
          <p className="lk-empty">{t('loyalty.earn.empty')}</p>
        ) : (
          <ul className="lk-rewards-drawer__list">
            {[...rules]
              .sort((a, b) => a.position - b.position)
              .map((rule) => (
                <EarnRuleItem
                  key={rule.id}
                  rule={rule}
                  onClaim={onClaim}
                  step={earnStep(rule, links)}
                  onBirthday={onBirthday}
                />
              ))}
          </ul>
        )
      }
    </DrawerSection>
  );
}
