import { useState } from 'react';
import { useActivityPages } from '../../hooks/activityPages.js';
import { ActivitySection } from './ActivitySection.js';

/** The activity history of the signed-in customer, ten entries more per "Load more". */
export function ActivityHistory() {
  const [pages, setPages] = useState(1);
  const activity = useActivityPages(pages);
  return (
    <ActivitySection
      query={activity}
      hasMore={activity.hasMore}
      loadingMore={activity.loadingMore}
      onLoadMore={() => setPages((n) => n + 1)}
    />
  );
}
