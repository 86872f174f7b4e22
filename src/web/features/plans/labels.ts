/**
 * The plans' shared ids in the page's language (decision 0341): each id is its own catalogue key,
 * chosen here. Dates stay today's English formats in English and are the locale's own elsewhere.
 */
import { PLAN_EVENT_TYPE_VALUES, type PlanEventType, type PlanItemKind } from '@shared/constants/plans';
import { MEETING_PLACES } from '@shared/family-plan/figures';
import type { Visibility } from '@shared/visibility/labels';
import { isoDay, longUsDate } from '@web/lib/format';
import { pageFormats, pageLocale } from '@web/lib/i18n/i18n';
import { messages } from './messages';

const { t } = messages;

/** An event type's name; an unknown value shows as it is. */
export const eventLabel = (value: string): string =>
  (PLAN_EVENT_TYPE_VALUES as readonly string[]).includes(value) ? t(`event.${value as PlanEventType}`) : value;

export const kindLabel = (kind: PlanItemKind): string => t(`kind.${kind}`);

export const visibilityLabel = (visibility: Visibility): string => t(`visibility.${visibility}`);

/** A meeting place's name, sent by the server as its English label. */
export const meetingPlaceLabel = (label: string): string => {
  const place = MEETING_PLACES.find((p) => p.label === label);
  return place ? t(`place.${place.key}`) : label;
};

const translated = () => {
  const locale = pageLocale();
  return locale === 'de' || locale === 'es';
};

/** "November 21, 2026" in English, "21. November 2026" in German (the plan view). */
export const longDate = (value: string): string =>
  translated() && !Number.isNaN(Date.parse(value)) ? pageFormats().day(isoDay(value)) : longUsDate(value);

/** "2026-11-21" in English, "21.11.2026" in German (the plan cards). */
export const shortDate = (value: string): string =>
  translated() && !Number.isNaN(Date.parse(value)) ? pageFormats().shortDay(isoDay(value)) : isoDay(value);
