/**
 * The plan event types' names in each locale (the emergency's emails and pushes name the event):
 * English is the shared label ('civil_unrest': "Civil Unrest"); unknown values show as they are.
 */
import { eventTypeLabel, type PlanEventType } from '@shared/constants/plans';
import type { Locale } from '@shared/i18n/locales';

const TRANSLATED: Record<'de' | 'es', Record<PlanEventType, string>> = {
  de: {
    earthquake: 'Erdbeben',
    hurricane: 'Hurrikan',
    blackout: 'Stromausfall',
    wildfire: 'Waldbrand',
    pandemic: 'Pandemie',
    civil_unrest: 'Unruhen',
    winter_storm: 'Wintersturm',
    flood: 'Hochwasser',
    tornado: 'Tornado',
    chemical_nuclear: 'Chemie- oder Atomunfall',
    wilderness_lost: 'In der Natur verirrt',
    vehicle_breakdown: 'Autopanne',
    custom: 'Eigenes Ereignis',
  },
  es: {
    earthquake: 'Terremoto',
    hurricane: 'Huracán',
    blackout: 'Apagón',
    wildfire: 'Incendio forestal',
    pandemic: 'Pandemia',
    civil_unrest: 'Disturbios civiles',
    winter_storm: 'Tormenta invernal',
    flood: 'Inundación',
    tornado: 'Tornado',
    chemical_nuclear: 'Emergencia química o nuclear',
    wilderness_lost: 'Perdido en la naturaleza',
    vehicle_breakdown: 'Avería del vehículo',
    custom: 'Evento propio',
  },
};

export function eventTypeName(type: string, locale: Locale): string {
  if (locale === 'de' || locale === 'es') return TRANSLATED[locale][type as PlanEventType] ?? type;
  return eventTypeLabel(type);
}
