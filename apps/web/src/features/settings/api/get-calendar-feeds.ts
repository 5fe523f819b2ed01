import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeeds } from '@hearth/shared/calendar';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The cook's private calendar addresses: their own timeline and each hearth's. */
export function getCalendarFeeds(): Promise<CalendarFeeds> {
  return api<CalendarFeeds>('/calendar');
}

export function getCalendarFeedsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.calendarFeeds, queryFn: getCalendarFeeds });
}

export function useCalendarFeeds() {
  return useQuery(getCalendarFeedsQueryOptions());
}
