/**
 * Who sees a kit or a survival plan (docs/product.md#households, decision 244): Private (its
 * creator alone), Household (the members of the creator's household see it, owners and editors
 * edit it) or Public (everyone reads it, its creator alone changes it). One module for the kit
 * settings, the plan wizard and the server.
 */
import { z } from 'zod';
import { VISIBILITIES, VISIBILITY_MESSAGES, type Visibility } from './labels';

export * from './labels';

export const visibilitySchema = z.enum(VISIBILITIES, { error: VISIBILITY_MESSAGES.choice });

/** The visibility a write asks for: `visibility`, else `isPublic`, else undefined (unchanged). */
export function requestedVisibility(v: {
  isPublic?: boolean | undefined;
  visibility?: Visibility | undefined;
}): Visibility | undefined {
  return v.visibility ?? (v.isPublic === undefined ? undefined : v.isPublic ? 'public' : 'private');
}
