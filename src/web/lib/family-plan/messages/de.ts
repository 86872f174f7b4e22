import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  checkNamed: (p, f) => f.plural(p.count, { one: '# Person eingetragen', other: '# Personen eingetragen' }),
  checkName: 'Tragen Sie die Personen in Ihrem Haushalt ein',
  checkContactDone: 'Kontaktperson außerhalb mit Telefon',
  checkContact: 'Tragen Sie eine Kontaktperson außerhalb mit Telefon ein',
  checkPlacesDone: (p, f) => f.plural(p.count, { one: '# Treffpunkt', other: '# Treffpunkte' }),
  checkPlaces: (p) => `Tragen Sie mindestens zwei Treffpunkte ein (bisher ${p.count})`,
  checkPhonesFor: (p, f) => `Tragen Sie ein Telefon für ${f.list(p.names)} ein`,
  checkPhonesDone: (p) => `Alle ab ${p.age} Jahren haben ein Telefon`,
  checkPhones: (p) => `Tragen Sie für jede Person ab ${p.age} Jahren ein Telefon ein`,
  checkPractise: 'Üben Sie den Plan und tragen Sie eine Übung ein',
  checkPractiseAgain: (p) => `Wieder üben: zuletzt geübt am ${p.day}`,
  checkPractised: (p) => `Geübt am ${p.day}; nächstes Mal bis ${p.next}`,
} satisfies Catalogue<typeof en>;
