/**
 * The emergency screen's links (decision 0274): phones as `tel:`, the out-of-town contact's
 * "We are OK" text as `sms:` with a prefilled body, and each meeting place's address as a `geo:`
 * link (the phone's maps app) beside an OpenStreetMap search (any browser). All work without data
 * but the map search. The phone and map links live in lib/contact-links (shared with the family plan).
 */
import { telHref } from '@web/lib/contact-links';

/** The prefilled text of the `sms:` link to the out-of-town contact (decision 0274). */
export const WE_ARE_OK_TEXT =
  'We are OK. This is our emergency check-in from Holdfast. Please text back when you get this.';

export { geoHref, mapsUrl, telHref } from '@web/lib/contact-links';

/** `sms:+15550199?body=We%20are%20OK…` (RFC 5724's body parameter), else null. */
export function smsHref(number: string, body: string = WE_ARE_OK_TEXT): string | null {
  const tel = telHref(number);
  return tel ? `sms:${tel.slice('tel:'.length)}?body=${encodeURIComponent(body)}` : null;
}

/** Phone numbers inside free text ("Dr Vega 555 0123"): the text cut into plain parts and numbers. */
export function phoneParts(text: string): { text: string; tel: string | null }[] {
  const parts: { text: string; tel: string | null }[] = [];
  let last = 0;
  // A run of digits and phone punctuation with at least 7 digits, starting with + or a digit.
  for (const match of text.matchAll(/\+?\d[\d ()\-./]{5,}\d/g)) {
    const tel = (match[0].match(/\d/g) ?? []).length >= 7 ? telHref(match[0]) : null;
    if (!tel) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), tel: null });
    parts.push({ text: match[0], tel });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), tel: null });
  return parts;
}
