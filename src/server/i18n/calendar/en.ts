/**
 * The expiry-date calendar feed in English (issue 43, decision 0333): today's texts word for word.
 * Names and units are the members' own and are never translated.
 */
import { CALENDAR_NAME } from '@shared/calendar/schemas';

export const en = {
  /** X-WR-CALNAME: the feed's name in the calendar app. */
  calendarName: CALENDAR_NAME,
  amount: (p: { quantity: number; unit: string }) => `${p.quantity} ${p.unit}`,
  batchTitle: (p: { name: string; amount: string }) => `Expires: ${p.name}, ${p.amount}`,
  batchDescription: (p: { name: string; amount: string; url: string }) =>
    `${p.amount} of ${p.name} in your supplies expire on this day. Use them and restock: ${p.url}`,
  kitItemTitle: (p: { item: string; kit: string }) => `Expires: ${p.item} (kit: ${p.kit})`,
  kitItemDescription: (p: { item: string; kit: string; quantity: number; url: string }) =>
    `${p.item} (${p.quantity}) in your kit "${p.kit}" expires on this day. Replace it: ${p.url}`,
};
