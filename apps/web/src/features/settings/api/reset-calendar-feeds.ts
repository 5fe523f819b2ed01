import type { CalendarFeeds } from '@hearth/shared/calendar';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCacheMutation } from '../../../lib/cache-mutation';

/** New addresses; the old ones stop working at once. */
export function resetCalendarFeeds(): Promise<CalendarFeeds> {
  return api<CalendarFeeds>('/calendar/reset', { method: 'POST' });
}

export function useResetCalendarFeeds() {
  return useCacheMutation(resetCalendarFeeds, (queryClient, feeds) => queryClient.setQueryData(queryKeys.calendarFeeds, feeds));
}
