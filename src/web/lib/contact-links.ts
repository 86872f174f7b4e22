/**
 * Links for the phones and addresses the app shows (decisions 0274 and 0295): a phone as `tel:`,
 * an address as a `geo:` link (the phone's maps app, no data needed) and an OpenStreetMap search
 * (any browser: no key, no tracking script). The address leaves the device only when the user
 * follows the OpenStreetMap link.
 */

const PHONE_CHARS = /^[+0-9 ()\-./]+$/;

/** `tel:+15550100` for a number written like a phone (at least 3 digits, the form's rule), else null. */
export function telHref(number: string): string | null {
  const trimmed = number.trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  if (!PHONE_CHARS.test(trimmed) || digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** `geo:0,0?q=<address>` (RFC 5870 with the query Android and most maps apps read). */
export const geoHref = (address: string) => `geo:0,0?q=${encodeURIComponent(address.trim())}`;

/** The address searched on OpenStreetMap (no key, no tracking script, works on every device). */
export const mapsUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.trim())}`;
