import { useMutation } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

/** The link in a reminder email: turns reminders off, no sign-in needed. */
export const unsubscribeReminders = (token: string) =>
  data(client.reminders.unsubscribe[':token'].$post({ param: { token } }));

export function useUnsubscribeReminders() {
  return useMutation({ mutationFn: unsubscribeReminders });
}
