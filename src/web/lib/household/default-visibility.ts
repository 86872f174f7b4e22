import type { SessionInfo } from '@shared/auth/api-types';
import type { Visibility } from '@shared/visibility/schemas';
import { useSession } from '@web/lib/auth/session';

/**
 * Who sees a new plan or kit unless the user chooses otherwise (decision 0291): a member of a
 * household shared with others starts at Household, the family's; alone (or not known) Private.
 */
export function defaultVisibility(session: SessionInfo | undefined): Visibility {
  return (session?.household?.members ?? 1) > 1 ? 'household' : 'private';
}

export const useDefaultVisibility = (): Visibility => defaultVisibility(useSession().data);
