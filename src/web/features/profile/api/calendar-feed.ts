import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

export const calendarFeedQueryKey = ['calendar-feed'] as const;

/** The secret URL of my calendar feed (null before the first one is made). */
export const getCalendarFeed = (signal?: AbortSignal) => data(client.calendar.$get(undefined, { init: { signal } }));

export const calendarFeedQueryOptions = queryOptions({
  queryKey: calendarFeedQueryKey,
  queryFn: ({ signal }) => getCalendarFeed(signal),
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions);
}

/** Create the link, or replace it (the old one stops working at once). */
export const resetCalendarFeed = () => data(client.calendar.reset.$post());

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryKey, feed),
  });
}
