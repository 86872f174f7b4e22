/**
 * The check-in's rules without zod (issue 41, decision 0311): "I'm safe" is checked and queued on
 * the emergency page, offline on a first visit too, so its check must come with the page, and zod
 * (about 27 KB gzip) must not. The server validates with checkinSchema (schemas.ts), built from the
 * same limits, messages and helpers (limits.ts, storable-text.ts, clean-name.ts); checkin.test.ts
 * holds both to the same answers on what `CheckinInput` allows: the value sent, or every issue's
 * path and message, in zod's order.
 */
import { cleanName } from '../clean-name';
import { isStorableText, TEXT_MESSAGES, UUID_PATTERN } from '../storable-text';
import { CHECKIN_MESSAGES, INCIDENT_LIMITS } from './limits';
import type { Checkin, CheckinInput, CheckinLocation } from './schemas';

export interface CheckinIssue {
  path: (string | number)[];
  message: string;
}

export type CheckinCheck = { ok: true; value: Checkin } | { ok: false; issues: CheckinIssue[] };

/** subjectUserId's bound (checkinSchema gives it no message of its own: zod's is said). */
const SUBJECT_USER_ID_MAX = 200;

/** Longer than `max` as zod counts a string: in code points (an emoji is one), not UTF-16 units. */
const longerThan = (value: string, max: number) => value.length > max && [...value].length > max;

/**
 * A check-in as checkinSchema parses it: the id trimmed and lower-cased, the note and the typed
 * name cleaned (cleanName) and null when empty, what is missing null.
 */
export function checkCheckin(input: CheckinInput): CheckinCheck {
  const issues: CheckinIssue[] = [];
  // zod runs the cross-field rule (a member and a typed name) only when no issue so far stopped
  // parsing: a wrong type, or text PostgreSQL cannot store. Bounds and formats do not stop it.
  let stopped = false;
  const issue = (path: CheckinIssue['path'], message: string, stop = false) => {
    issues.push({ path, message });
    stopped ||= stop;
  };
  /** text(): the string, or null once refused (what follows in its field is not checked). */
  const storable = (field: string, value: string, message: string = TEXT_MESSAGES.unstorable) => {
    if (isStorableText(value)) return value;
    issue([field], message, true);
    return null;
  };
  /** personName().max(max): cleaned, then bounded; '' is null. */
  const name = (field: 'note' | 'subjectName', value: string | null | undefined, max: number) => {
    if (value == null) return null;
    const text = storable(field, value);
    if (text === null) return null;
    const cleaned = cleanName(text);
    if (longerThan(cleaned, max)) issue([field], CHECKIN_MESSAGES[field]);
    return cleaned === '' ? null : cleaned;
  };
  /** z.number() with bounds: finite, then `min` and `max` (zod's own words where ours are not given). */
  const number = (path: string[], value: number, min: number, max: number, message?: string) => {
    if (!Number.isFinite(value)) {
      issue(path, `Invalid input: expected number, received ${value}`, true);
    } else if (value < min) {
      issue(path, message ?? `Too small: expected number to be >=${min}`);
    } else if (value > max) {
      issue(path, message ?? `Too big: expected number to be <=${max}`);
    }
  };

  let id = storable('id', input.id, TEXT_MESSAGES.uuid);
  if (id !== null) {
    id = id.trim().toLowerCase();
    if (!UUID_PATTERN.test(id)) issue(['id'], TEXT_MESSAGES.uuid);
  }
  const note = name('note', input.note, INCIDENT_LIMITS.noteMax);
  let subjectUserId = input.subjectUserId ?? null;
  if (subjectUserId !== null) {
    subjectUserId = storable('subjectUserId', subjectUserId);
    if (subjectUserId !== null && longerThan(subjectUserId, SUBJECT_USER_ID_MAX))
      issue(['subjectUserId'], `Too big: expected string to have <=${SUBJECT_USER_ID_MAX} characters`);
  }
  const subjectName = name('subjectName', input.subjectName, INCIDENT_LIMITS.subjectNameMax);
  let location: CheckinLocation | null = null;
  if (input.location) {
    const { latitude, longitude, accuracyM = null } = input.location;
    number(['location', 'latitude'], latitude, -90, 90, CHECKIN_MESSAGES.latitude);
    number(['location', 'longitude'], longitude, -180, 180, CHECKIN_MESSAGES.longitude);
    if (accuracyM !== null) number(['location', 'accuracyM'], accuracyM, 0, 1_000_000);
    location = { latitude, longitude, accuracyM };
  }
  if (!stopped && input.subjectUserId != null && subjectName !== null) issue(['subjectName'], CHECKIN_MESSAGES.subject);

  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: { id: id!, status: input.status, note, subjectUserId, subjectName, location },
  };
}
