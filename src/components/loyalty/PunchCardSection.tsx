import type { PunchCardProgress } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { DrawerSection, type QueryLike } from './DrawerSection.js';

export interface PunchCardSectionProps {
  /** Punch card progress (E9). */
  query: QueryLike<PunchCardProgress>;
}

/** A punch card: one mark per order towards the reward, and rewards waiting. */
export function PunchCardSection({ query }: PunchCardSectionProps) {
  const { t } = useI18n();
  return (
    <DrawerSection title={t('loyalty.punch.title')} query={query} skeletonRows={1}>
      {({ orderProgress, numberOfOrders, availableTimes }) => (
        <>
          <ol className="lk-rewards-drawer__punches" aria-hidden="true">
            {Array.from({ length: numberOfOrders }, (_, i) => (
              <li key={i} className="lk-rewards-drawer__punch" data-punched={i < orderProgress} />
            ))}
          </ol>
          <p className="lk-rewards-drawer__text">
            {t('loyalty.punch.progress', { done: orderProgress, total: numberOfOrders })}
          </p>
          {availableTimes > 0 && (
            <p className="lk-rewards-drawer__done">
              {t('loyalty.punch.available', { count: availableTimes })}
            </p>
          )}
        </>
      )}
    </DrawerSection>
  );
}
