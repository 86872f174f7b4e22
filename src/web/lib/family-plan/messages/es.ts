import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  checkNamed: (p, f) => f.plural(p.count, { one: '# persona anotada', other: '# personas anotadas' }),
  checkName: 'Anote a las personas de su hogar',
  checkContactDone: 'Contacto fuera de la ciudad con teléfono',
  checkContact: 'Agregue un contacto fuera de la ciudad con teléfono',
  checkPlacesDone: (p, f) => f.plural(p.count, { one: '# punto de encuentro', other: '# puntos de encuentro' }),
  checkPlaces: (p) => `Agregue al menos dos puntos de encuentro (${p.count} hasta ahora)`,
  checkPhonesFor: (p, f) => `Agregue un teléfono para ${f.list(p.names)}`,
  checkPhonesDone: (p) => `Todas las personas de ${p.age} años o más tienen teléfono`,
  checkPhones: (p) => `Agregue un teléfono para cada persona de ${p.age} años o más`,
  checkPractise: 'Practique el plan y registre un simulacro',
  checkPractiseAgain: (p) => `Practique de nuevo: última práctica el ${p.day}`,
  checkPractised: (p) => `Practicado el ${p.day}; el próximo antes del ${p.next}`,
} satisfies Catalogue<typeof en>;
