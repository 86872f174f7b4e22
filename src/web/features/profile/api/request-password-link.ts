import { useMutation } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

/**
 * An account without a password (Google only) sets one through the reset email sent to its own
 * address: the emailed link proves the mailbox, as for a forgotten password.
 */
export const requestPasswordLink = (email: string) =>
  data(client.account['forgot-password'].$post({ json: { email } }));

export const useRequestPasswordLink = () => useMutation({ mutationFn: requestPasswordLink });
