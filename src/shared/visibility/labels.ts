/**
 * Who sees a kit or a survival plan: the choices, their labels and messages, without the schema
 * (schemas.ts), so a page that shows them does not load the validation library (issue 41).
 */
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

/**
 * The legacy `isPublic` of a write (still accepted: true is Public, false Private) and the new
 * `visibility` must agree when both are sent.
 */
export function visibilityAgrees(v: { isPublic?: boolean | undefined; visibility?: Visibility | undefined }): boolean {
  return v.isPublic === undefined || v.visibility === undefined || v.isPublic === (v.visibility === 'public');
}
