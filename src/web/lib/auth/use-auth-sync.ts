import { useLocation } from '@web/lib/router';
import { useFollowAuthEvents } from './follow-auth-events';
import { useSession } from './session';
import { useSavedLocale } from './use-saved-locale';

/**
 * Follow the other tabs' sign-ins and sign-outs, and the signed-in user's saved language (mounted
 * once, in the app shell).
 */
export function useAuthSync() {
  const { pathname, search } = useLocation();
  useFollowAuthEvents(pathname);
  useSavedLocale(useSession().data?.user, `${pathname}${search}`);
}
