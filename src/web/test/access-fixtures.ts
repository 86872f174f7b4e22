/** Who sees a kit or plan and who may change it, as the API answers it, for the fixtures. */
import type { Visibility } from '@shared/visibility/schemas';

export interface Access {
  visibility: Visibility;
  isPublic: boolean;
  isOwner: boolean;
  canEdit: boolean;
}

/**
 * The fields a test left out follow the ones it gave, as the server's would: `visibility` from
 * `isPublic` (private when neither), `isPublic` from `visibility`, `isOwner` true, `canEdit` as
 * `isOwner`.
 */
export function access(overrides: Partial<Access> = {}): Access {
  const visibility = overrides.visibility ?? (overrides.isPublic ? 'public' : 'private');
  const isOwner = overrides.isOwner ?? true;
  return { visibility, isPublic: visibility === 'public', isOwner, canEdit: overrides.canEdit ?? isOwner };
}
