import { PHONE_AGE, type Check } from '@shared/family-plan/completeness';
import { calendarDayLabel } from '@web/lib/format';
import { pageFormats, pageLocale } from '@web/lib/i18n/i18n';
import { messages } from './messages';

const { t } = messages;

/** A day as the family plan writes it: "12 Mar 2027" in English, the locale's long date in German and Spanish. */
export function dayLabel(day: string): string {
  const locale = pageLocale();
  return locale === 'de' || locale === 'es' ? pageFormats().day(day) : calendarDayLabel(day);
}

/**
 * A completeness check in the page's language (decision 0337), keyed by its id and written from
 * the facts it was decided on (the shared module's English `text` is made from the same facts).
 */
export function checkText({ id, done, facts }: Check): string {
  switch (id) {
    case 'members':
      return done ? t('checkNamed', { count: facts.named }) : t('checkName');
    case 'out-of-town':
      return done ? t('checkContactDone') : t('checkContact');
    case 'meeting-places':
      return done ? t('checkPlacesDone', { count: facts.places }) : t('checkPlaces', { count: facts.places });
    case 'phones':
      return facts.withoutPhone.length > 0
        ? t('checkPhonesFor', { names: facts.withoutPhone })
        : facts.named > 0
          ? t('checkPhonesDone', { age: PHONE_AGE })
          : t('checkPhones', { age: PHONE_AGE });
    case 'practice':
      return facts.lastPracticedOn === null || facts.nextBy === null
        ? t('checkPractise')
        : facts.practiceDue
          ? t('checkPractiseAgain', { day: dayLabel(facts.lastPracticedOn) })
          : t('checkPractised', { day: dayLabel(facts.lastPracticedOn), next: dayLabel(facts.nextBy) });
  }
}
