/**
 * The official checklists the family kit templates follow (GUIDANCE.md in this folder says what
 * each template takes from which). A template item stores its source's address in
 * kit_items.source_url; the kit screens name the source from it.
 */

export interface KitSource {
  /** Who publishes it, as the kit shows it ("Source: Ready.gov"). */
  name: string;
  /** The page's title. */
  title: string;
  url: string;
}

export const KIT_SOURCES = {
  // Ready.gov (FEMA), "Build a Kit": the basic disaster supplies kit and its additional items; kits
  // for home, work and car.
  readyKit: { name: 'Ready.gov', title: 'Build a Kit', url: 'https://www.ready.gov/kit' },
  // American Red Cross, "Survival Kit Supplies": water one gallon per person per day (3-day
  // supply for evacuation, 2-week supply for home), medications (7-day supply), copies of
  // personal documents, extra cash, emergency blanket, baby and pet supplies.
  redCross: {
    name: 'American Red Cross',
    title: 'Survival Kit Supplies',
    url: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/survival-kit-supplies.html',
  },
  // Ready.gov, "Prepare Your Pets for Disasters": at least three days of food and of water for
  // each pet, medicines and medical records, collar with ID tag, harness or leash, a carrier
  // (ideally one for each pet), sanitation, a picture of you and your pet together.
  readyPets: { name: 'Ready.gov', title: 'Prepare Your Pets for Disasters', url: 'https://www.ready.gov/pets' },
  // American Red Cross, "Pet Disaster Preparedness": sturdy leashes, harnesses or carriers;
  // medications and copies of medical records in a waterproof container; feeding schedules,
  // medical conditions and your veterinarian's number.
  redCrossPets: {
    name: 'American Red Cross',
    title: 'Pet Disaster Preparedness',
    url: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/types-of-emergencies/pet-disaster-preparedness.html',
  },
  // Ready.gov, "Winter Weather": the car's emergency kit (jumper cables, sand, flashlight, warm
  // clothes, blankets, bottled water, non-perishable snacks; keep the tank full).
  readyWinter: { name: 'Ready.gov', title: 'Winter Weather', url: 'https://www.ready.gov/winter-weather' },
} as const satisfies Record<string, KitSource>;

export type KitSourceKey = keyof typeof KIT_SOURCES;

const BY_URL = new Map<string, KitSource>(Object.values(KIT_SOURCES).map((s) => [s.url, s]));

/**
 * The source an item's source_url names: one of ours by its address, else the host of any other
 * http(s) address ("example.org"), else null (no source, or not a web address).
 */
export function kitSourceOf(url: string | null | undefined): KitSource | null {
  if (!url) return null;
  const known = BY_URL.get(url);
  if (known) return known;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    const host = parsed.hostname.replace(/^www\./, '');
    return { name: host, title: host, url };
  } catch {
    return null;
  }
}
