import { FRESH_SIGN_IN_MS } from '@shared/profile/schemas';
import type { AuthSession } from '../../services/auth/session-memo';

/** A session from a sign-in within the last few minutes: enough proof to delete a Google-only account. */
export const isFreshSignIn = (session: AuthSession) =>
  Date.now() - new Date(session.createdAt).getTime() < FRESH_SIGN_IN_MS;
