import type { ActivityEntry } from '../../api/index.js';
import { useI18n } from '../../i18n/index.js';
import { DrawerSection, type QueryLike } from './DrawerSection.js';

/** Loaded pages of the activity history. */
export interface ActivityPages {
  /** Every entry loaded so far, newest first. */
  entries: ActivityEntry[];
  /** How many entries exist in all. */
  total: number;
}

export interface ActivitySectionProps {
  /** The activity history (E16), pages joined. */
  query: QueryLike<ActivityPages>;
  /** Whether more pages exist. */
  hasMore: boolean;
  /** Whether the next page is loading. */
  loadingMore: boolean;
  /** Loads the next page. */
  onLoadMore: () => void;
}

/** "History": points earned and spent, paged with Load more. */
export function ActivitySection({ query, hasMore, loadingMore, onLoadMore }: ActivitySectionProps) {
  const { t, date, number } = useI18n();
  return (
    <DrawerSection title={t('loyalty.activity.title')} query={query}>
      {({ entries, total }) =>
        entries.length === 0 ? (
          <p className="lk-empty">{t('loyalty.activity.empty')}</p>
        ) : (
          <>
            <ul className="lk-rewards-drawer__list">
              {entries.map((entry) => (
                <li key={entry.id} className="lk-rewards-drawer__item">
                  <div className="lk-rewards-drawer__item-head">
                    <span>{entry.note}</span>
                    {entry.points !== undefined && (
                      <span
                        className="lk-rewards-drawer__activity-points"
                        data-sign={entry.points < 0 ? 'negative' : 'positive'}
                      >
                        {t('loyalty.activity.points', {
                          count: Math.abs(entry.points),
                          signed: number(entry.points, { signDisplay: 'always' }),
                        })}
                      </span>
                    )}
                  </div>
                  <span className="lk-rewards-drawer__muted">{date(entry.createdAt)}</span>
                </li>
              ))}
            </ul>
            <p className="lk-rewards-drawer__muted">
              {t('loyalty.activity.shown', { shown: entries.length, total })}
            </p>
            {hasMore && (
              <button
                type="button"
                className="lk-button lk-button--secondary"
                disabled={loadingMore}
                onClick={onLoadMore}
              >
                {loadingMore ? t('common.loading') : t('common.loadMore')}
              </button>
            )}
          </>
        )
      }
    </DrawerSection>
  );
}
