/**
 * Who made a public kit or plan, as others see it (issue 21): the creator's username only when
 * their profile is public, else this neutral name. The server never sends a private profile's
 * username; it answers `author: null` and every page shows ANONYMOUS_AUTHOR.
 */
export const ANONYMOUS_AUTHOR = 'An operative';

export function authorLabel(author: string | null | undefined): string {
  return author ?? ANONYMOUS_AUTHOR;
}
