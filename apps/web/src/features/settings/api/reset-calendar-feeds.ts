import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeeds } from '@hearth/shared/calendar';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** New addresses; the old ones stop working at once. */
export function resetCalendarFeeds(): Promise<CalendarFeeds> {
  return api<CalendarFeeds>('/calendar/reset', { method: 'POST' });
}

export function useResetCalendarFeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeeds,
    onSuccess: (feeds) => queryClient.setQueryData(queryKeys.calendarFeeds, feeds),
  });
}
