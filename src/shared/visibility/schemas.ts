/**
 * Who sees a kit or a survival plan (docs/product.md#households, decision 244): Private (its
 * creator alone), Household (the members of the creator's household see it, owners and editors
 * edit it) or Public (everyone reads it, its creator alone changes it). One module for the kit
 * settings, the plan wizard and the server.
 */
import { z } from 'zod';

export const VISIBILITIES = ['private', 'household', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const VISIBILITY_LABEL: Record<Visibility, string> = {
  private: 'Private',
  household: 'Household',
  public: 'Public',
};

/** What each choice means, under its label (kit settings, plan wizard). */
export const VISIBILITY_HINT: Record<Visibility, string> = {
  private: 'Only you can see it.',
  household: 'Everyone in your household can see it; owners and editors can change it.',
  public: 'Everyone can see it and make their own copy; only you can change it.',
};

export const VISIBILITY_MESSAGES = {
  choice: 'Choose Private, Household or Public',
  disagree: 'isPublic and visibility disagree: send one of them',
  creatorOnly: 'Only its creator can change who sees it or delete it.',
} as const;

export const visibilitySchema = z.enum(VISIBILITIES, { error: VISIBILITY_MESSAGES.choice });

/**
 * The legacy `isPublic` of a write (still accepted: true is Public, false Private) and the new
 * `visibility` must agree when both are sent.
 */
export function visibilityAgrees(v: { isPublic?: boolean | undefined; visibility?: Visibility | undefined }): boolean {
  return v.isPublic === undefined || v.visibility === undefined || v.isPublic === (v.visibility === 'public');
}

/** The visibility a write asks for: `visibility`, else `isPublic`, else undefined (unchanged). */
export function requestedVisibility(v: {
  isPublic?: boolean | undefined;
  visibility?: Visibility | undefined;
}): Visibility | undefined {
  return v.visibility ?? (v.isPublic === undefined ? undefined : v.isPublic ? 'public' : 'private');
}
