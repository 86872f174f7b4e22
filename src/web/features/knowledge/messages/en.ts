/**
 * The knowledge hub, the field guides (/intel/{id}) and the event guides (/guides/{slug}) in English,
 * word for word as before issue 43. Only the page's own texts: the guides' long content (articles.ts,
 * event-guides.ts) is looked up through ../content.ts (decision 0343). The event types' names are
 * the shared module's (plans.ts), referenced, not copied.
 */
import { eventTypeLabel } from '@shared/constants/plans';

export const en = {
  // The hub
  'hub.back': 'Back to Dashboard',
  'hub.eyebrow': 'Field guides',
  'hub.title': 'Knowledge Hub',
  'hub.lead':
    'Vetted intel for when it counts: what to pack, how to make water safe, how to protect your electronics and how to get out of the city.',
  'hub.database': 'ACCESS FULL DATABASE',
  'hub.eventsTitle': 'When disaster strikes',
  'hub.eventsLead':
    'Guides for the events families face: what to do before, during and after, with children and pets, from official guidance.',

  // Cards and the guide's view
  featured: 'Featured',
  readIntel: 'READ INTEL',
  readIntelFor: (p: { title: string }) => `READ INTEL: ${p.title}`,
  readGuide: 'READ GUIDE',
  readGuideFor: (p: { title: string }) => `READ GUIDE: ${p.title}`,
  recommendedGear: 'Recommended gear',
  viewGear: 'View gear',
  viewGearFor: (p: { name: string }) => `View gear: ${p.name}`,
  'meta.rating': (p: { rating: number }) => p.rating.toFixed(1),
  'meta.outOf5': 'out of 5',
  'meta.readTime': (p: { time: string }) => `${p.time} read`,
  'meta.views': (p: { views: string }) => `${p.views} views`,
  'article.back': 'Back to Knowledge Hub',
  'article.gear': 'MISSION CRITICAL GEAR',
  'article.assessment': 'TACTICAL ASSESSMENT',
  'article.allGear': 'VIEW ALL ESSENTIAL GEAR',
  sources: 'Sources',
  newTab: '(opens in a new tab)',

  // An event's guide
  'guide.eyebrow': 'Family guide',
  'part.before': 'Before',
  'part.during': 'During',
  'part.after': 'After',
  'part.family': 'Children and pets',
  'part.germany': 'In Germany (BBK)',
  'guide.practise': 'Practise it',
  'guide.practiseText': (p: { event: string }) =>
    `Run the ${p.event.toLowerCase()} drill with everyone at home, and keep your plan for it where the whole family can read it.`,
  'guide.drill': (p: { event: string }) => `${p.event} drill`,
  'guide.plans': 'Survival plans',
  'guide.sourcesNote': 'Written in our own words from this official guidance:',
  'event.hurricane': eventTypeLabel('hurricane'),
  'event.flood': eventTypeLabel('flood'),
  'event.wildfire': eventTypeLabel('wildfire'),
  'event.winter_storm': eventTypeLabel('winter_storm'),
  'event.blackout': eventTypeLabel('blackout'),
  'event.earthquake': eventTypeLabel('earthquake'),
  'event.pandemic': eventTypeLabel('pandemic'),
  'event.civil_unrest': eventTypeLabel('civil_unrest'),
  'event.tornado': eventTypeLabel('tornado'),
  'event.chemical_nuclear': eventTypeLabel('chemical_nuclear'),
  'event.wilderness_lost': eventTypeLabel('wilderness_lost'),
  'event.vehicle_breakdown': eventTypeLabel('vehicle_breakdown'),
  'event.custom': eventTypeLabel('custom'),

  // The full database
  'db.title': 'Full Intel Database',
  'db.online': 'Online',
  'db.search': 'Search guides',
  'db.placeholder': 'Title, category or topic: water, bleach, Faraday…',
  'db.found': (p: { found: number; total: number }) => `${p.found} of ${p.total} guides`,
  'db.none': (p: { query: string }) => `No guides match “${p.query}”. Try another word.`,
  'db.list': 'Guides',
  'db.articleMeta': (p: { category: string; readTime: string; views: string }) =>
    `${p.category} · ${p.readTime} · ${p.views} views`,
  'db.guideMeta': 'Family guide · before, during, after',
};
