/**
 * The iCalendar document of a feed (RFC 5545), written by the `ics` library: one all-day event
 * per dated batch and kit item, on its expiry day, each with a display reminder a week before.
 */
import { createEvents, type EventAttributes } from 'ics';
import type { Locale } from '@shared/i18n/locales';
import { EXPIRY_SOON_DAYS } from '@shared/supplies/expiry';
import { calendarMessages } from '../../i18n/calendar';
import type { FeedBatch, FeedKitItem } from './calendar.queries';

/** PRODID: who wrote the document. */
export const CALENDAR_PRODUCT_ID = '-//Holdfast//Expiry dates//EN';

/** [year, month, day] of a YYYY-MM-DD day (an all-day date: DTSTART;VALUE=DATE, no time zone). */
function dayArray(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/** The day after (DTEND of an all-day event is exclusive). */
function nextDay(day: string): [number, number, number] {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/**
 * 09:00 on the day a week before (the event starts at midnight of its day): the library writes a
 * duration with a "T" even when there is no time, and "-P7DT" is not valid RFC 5545, so the
 * reminder names its hours as well.
 */
const REMINDER_BEFORE = { days: EXPIRY_SOON_DAYS - 1, hours: 15, before: true } as const;

/**
 * A name as one line of text: names may hold line breaks, tabs and other control characters (the
 * API stores what it is given), which have no place in a summary and are not all escaped by the
 * library. Each run becomes one space.
 */
const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim();

/** TEXT escaping (RFC 5545 3.3.11) for the alarm's description, which the library writes as given. */
const escapeText = (value: string) => value.replace(/[\\;,]/g, (ch) => `\\${ch}`);

function event(
  uid: string,
  expiresOn: string,
  updatedAt: string,
  title: string,
  description: string,
  url: string,
): EventAttributes {
  return {
    uid,
    start: dayArray(expiresOn),
    end: nextDay(expiresOn),
    title,
    description,
    url,
    // An expiry day blocks no time.
    transp: 'TRANSPARENT',
    busyStatus: 'FREE',
    lastModified: Date.parse(updatedAt),
    alarms: [{ action: 'display', description: escapeText(title), trigger: REMINDER_BEFORE }],
  };
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1). The library folds at 75 characters, which an
 * umlaut or an emoji takes past 75 octets; this never splits a character, and the continuation
 * lines start with a space (one of the 75).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** Unfold what the library folded (its values are escaped: no line break is content), fold again by octets. */
const refold = (document: string) =>
  document
    .replace(/\r\n[\t ]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');

/**
 * The whole document, in the feed owner's language (decision 0333). `publicUrl` is PUBLIC_URL
 * (links back to the app).
 */
export function feedDocument(
  publicUrl: string,
  feed: { batches: FeedBatch[]; items: FeedKitItem[]; locale: Locale },
): string {
  const t = calendarMessages(feed.locale);
  const trackerUrl = `${publicUrl}/resource-tracker`;
  const events = [
    ...feed.batches.map((b) => {
      const name = oneLine(b.name);
      const amount = t('amount', { quantity: b.quantity, unit: oneLine(b.unit) });
      return event(
        // Stable per batch: a calendar updates the event instead of adding another.
        `batch-${b.id}@holdfast`,
        b.expiresOn,
        b.updatedAt,
        t('batchTitle', { name, amount }),
        t('batchDescription', { name, amount, url: trackerUrl }),
        trackerUrl,
      );
    }),
    ...feed.items.map((i) => {
      const kitUrl = `${publicUrl}/kits/${i.kitId}`;
      const itemName = oneLine(i.itemName);
      const kitName = oneLine(i.kitName);
      return event(
        `kit-item-${i.id}@holdfast`,
        i.expiresOn,
        i.updatedAt,
        t('kitItemTitle', { item: itemName, kit: kitName }),
        t('kitItemDescription', { item: itemName, kit: kitName, quantity: i.quantity, url: kitUrl }),
        kitUrl,
      );
    }),
  ];
  const { error, value } = createEvents(events, { productId: CALENDAR_PRODUCT_ID, calName: t('calendarName') });
  if (error || value === null) throw error ?? new Error('The calendar could not be written');
  return refold(value);
}
