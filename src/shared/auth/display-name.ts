/**
 * Display name (docs/product.md#display-names): first and last name if both exist; else first name;
 * else the full name from the sign-in provider; else the part of the email before the @; else
 * "Operative".
 */
export interface DisplayNameSource {
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  email?: string | null;
}

export function displayName(src: DisplayNameSource): string {
  const first = src.firstName?.trim();
  const last = src.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const full = src.fullName?.trim();
  if (full) return full;
  const local = src.email?.split('@')[0]?.trim();
  if (local) return local;
  return 'Operative';
}

/** First letters of the words, upper case, at most 2. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!)
    .join('')
    .toUpperCase()
    .slice(0, 2);
}

/** Prefill for complete-profile: given_name, family_name, or the first word of full_name. */
export function namesFromProvider(meta: {
  givenName?: string | null;
  familyName?: string | null;
  fullName?: string | null;
}) {
  const firstName = meta.givenName?.trim() || meta.fullName?.trim().split(/\s+/)[0] || '';
  const lastName = meta.familyName?.trim() || '';
  return { firstName, lastName };
}
