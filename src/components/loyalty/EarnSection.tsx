import type { EarningRule } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { DrawerSection, type QueryLike } from './DrawerSection.js';
import { EarnRuleItem, type ClaimResult } from './EarnRuleItem.js';

export interface EarnSectionProps {
  /** The earning rules (E7). */
  query: QueryLike<EarningRule[]>;
  /** Claims a self-reportable custom action; absent for guests. */
  onClaim?: ((rule: EarningRule) => Promise<ClaimResult>) | undefined;
}

/** "Ways to earn": every earning rule, completed ones marked. */
export function EarnSection({ query, onClaim }: EarnSectionProps) {
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
                <EarnRuleItem key={rule.id} rule={rule} onClaim={onClaim} />
              ))}
          </ul>
        )
      }
    </DrawerSection>
  );
}
