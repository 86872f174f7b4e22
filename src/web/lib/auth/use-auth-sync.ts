import { useLocation } from '@web/lib/router';
import { useFollowAuthEvents } from './follow-auth-events';

/** Follow the other tabs' sign-ins and sign-outs (mounted once, in the app shell). */
export function useAuthSync() {
  useFollowAuthEvents(useLocation().pathname);
}
