import { FAMILY_PLAN_LIMITS as L } from '@shared/family-plan/figures';
import { FAMILY_PLAN_MESSAGES as M } from '@shared/family-plan/schemas';
import { EXPIRY_DATE_MAX, EXPIRY_DATE_MIN, EXPIRY_MESSAGES } from '@shared/supplies/expiry';
import { TEXT_MESSAGES } from '@shared/text';
import { messages } from '../messages';

/**
 * The form's field errors in the page's language (decision 0337): the shared schema writes them in
 * English for the server too, so each is found by its English text and written from the
 * catalogue, its figures from the shared limits. A message not known here shows as it is.
 */
const { t } = messages;

const year = (day: string) => Number(day.slice(0, 4));

/** Each of the shared schema's messages with the catalogue's words for it. */
const FIELD_ERRORS: [english: string, local: () => string][] = [
  [M.name, () => t('errorName', { max: L.nameMax })],
  [M.phone, () => t('errorPhone', { min: 3, max: L.phoneMax })],
  [M.email, () => t('errorEmail')],
  [M.address, () => t('errorUpTo', { max: L.addressMax })],
  [M.note, () => t('errorUpTo', { max: L.noteMax })],
  [M.members, () => t('errorMembers', { max: L.membersMax })],
  [M.numbers, () => t('errorNumbers', { max: L.numbersMax })],
  [M.contacts, () => t('errorContacts', { max: L.outOfTownContactsMax })],
  [M.region, () => t('errorRegion')],
  [M.placeKind, () => t('errorPlaceKind')],
  ['Up to 10 characters', () => t('errorUpTo', { max: 10 })],
  ['Up to 40 characters', () => t('errorUpTo', { max: 40 })],
  [EXPIRY_MESSAGES.date, () => t('errorDate', { min: year(EXPIRY_DATE_MIN), max: year(EXPIRY_DATE_MAX) })],
  [TEXT_MESSAGES.unstorable, () => t('errorUnstorable')],
];

/** A field's error (the schema's, or the server's for the same field) in the page's language. */
export function fieldError(message: string | undefined): string | undefined {
  if (!message) return message;
  return FIELD_ERRORS.find(([english]) => english === message)?.[1]() ?? message;
}
