import { useMutation } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';
import { setAuthReturnPath } from '@web/lib/auth/auth-return';

/**
 * A fresh Google sign-in for a Google-only account about to be deleted. Google comes back to
 * /auth/callback, which then returns to `returnPath` (kept in this tab for a few minutes).
 */
export async function startGoogleReauth(returnPath: string) {
  const { url } = await data(client.account.google.$post({ json: { intent: 'sign-in' } }));
  setAuthReturnPath(returnPath);
  return url;
}

export function useStartGoogleReauth() {
  return useMutation({ mutationFn: startGoogleReauth });
}
