/**
 * "Start from the recommended steps" (issue 21): for every event type but Custom, a few steps,
 * notes and resources written in our own words from official public guidance, each naming its
 * source. A plan item is only `{ kind, content }` (schemas.ts; no migration), so the source rides
 * in the content as its last line ("Source: Ready.gov — https://…"), and a matching Holdfast field
 * guide as a "Field guide: …" line; `itemLinks` reads those lines back for the plan view.
 * German and Spanish (issue 43, decision 0348): ./guidance.{de,es}.ts, one text per item here,
 * typed `GuidanceTexts`; their items carry "Quelle:"/"Fuente:" lines (./item-links.ts).
 *
 * Figures follow /work/shared/GUIDANCE.md (CDC: at least 1 US gallon, about 3.8 L, of water per
 * person per day for at least 3 days, 2 weeks if possible; Red Cross: a 7-day supply of medicines).
 *
 * Sources (all public pages of the agencies named):
 * - Ready.gov / FEMA: https://www.ready.gov/{hurricanes,earthquakes,power-outages,wildfires,pandemic,
 *   winter-weather,floods,tornadoes,chemical,radiation,kit,plan,evacuation}
 * - National Weather Service (NOAA): https://www.weather.gov/safety/{hurricane,flood,tornado,winter}
 * - American Red Cross: https://www.redcross.org/get-help/how-to-prepare-for-emergencies/types-of-emergencies/…
 * - CDC: https://www.cdc.gov/radiation-emergencies/response/index.html,
 *   https://www.cdc.gov/respiratory-viruses/prevention/index.html
 * - NHTSA: https://www.nhtsa.gov/winter-driving-tips; UK Highway Code, rules 274–287:
 *   https://www.gov.uk/guidance/the-highway-code/breakdowns-and-incidents-274-to-287
 * - US National Park Service, the Ten Essentials: https://www.nps.gov/articles/10essentials.htm;
 *   AdventureSmart (Canada's National Search and Rescue Secretariat): https://www.adventuresmart.ca/
 * - UK government "Prepare": https://prepare.campaign.gov.uk/; Canada: https://www.getprepared.gc.ca/;
 *   NSW State Emergency Service (Australia): https://www.ses.nsw.gov.au/
 */
import type { PlanEventType, PlanItemKind } from '../constants/plans';
import { GUIDANCE_FIGURES as F } from './guidance-figures';
import { GUIDANCE_SOURCES, type GuidanceSource } from './guidance-sources';
import { ITEM_LINK_WORDS, itemLinkLine, type ItemLinkWords } from './item-links';

export { GUIDANCE_SOURCES, type GuidanceSource } from './guidance-sources';
export { itemLinks, type ItemLink } from './item-links';

/** A Holdfast field guide (src/shared/content), by its path in the app. */
export interface FieldGuide {
  title: string;
  path: string;
}

export interface GuidanceItem {
  kind: PlanItemKind;
  text: string;
  source: GuidanceSource;
  guide?: LinkedGuide;
}

export type GuidedEventType = Exclude<PlanEventType, 'custom'>;

const S = GUIDANCE_SOURCES;

/** The field guides of src/shared/content the steps point to (/intel/{id}, docs/product.md#field-guide-page). */
const GUIDES = {
  bugOutBag: { title: '72-Hour Bug-Out Bag Essentials', path: '/intel/1' },
  water: { title: 'Water Purification Systems Comparison', path: '/intel/2' },
  emp: { title: 'EMP Survival: Electronics Protection', path: '/intel/3' },
  urban: { title: 'Urban Survival: City Escape Routes', path: '/intel/4' },
} as const satisfies Record<string, FieldGuide>;

/** A field guide the steps link, and its path. */
export type LinkedGuide = (typeof GUIDES)[keyof typeof GUIDES];
export type GuidePath = LinkedGuide['path'];
export const GUIDE_PATHS = Object.values(GUIDES).map((g) => g.path);

/**
 * The publishers the sources name (a source's name up to its ":" or "("), which the offer lists
 * ("… from Ready.gov, National Weather Service and American Red Cross"); a unit test checks every
 * source's publisher is here, so a translation names each.
 */
export const PUBLISHERS = [
  'Ready.gov',
  'National Weather Service',
  'American Red Cross',
  'CDC',
  'NHTSA',
  'UK Highway Code',
  'US National Park Service',
  'AdventureSmart',
  'UK Government',
  'Government of Canada',
  'NSW State Emergency Service',
] as const;
export type Publisher = (typeof PUBLISHERS)[number];

/** "Ready.gov (FEMA): Hurricanes" → "Ready.gov". */
export const publisherOf = (source: GuidanceSource): Publisher => source.name.split(/[:(]/)[0]!.trim() as Publisher;

const WATER_STEP = `Store at least ${F.waterGallons} gallon (about ${F.waterLitres} L) of water per person per day for at least ${F.waterDays} days, and ${F.waterWeeks} weeks if you can; more for children, nursing mothers, the sick and hot weather.`;

const GUIDANCE = {
  hurricane: [
    {
      kind: 'step',
      text: 'Find out whether you live in a hurricane evacuation zone, and plan where you would go (a friend or relative outside the zone, a hotel or a public shelter) and the route to get there.',
      source: S.readyHurricanes,
    },
    {
      kind: 'step',
      text: 'Sign up for your local alerts and follow the forecast: a hurricane watch means hurricane conditions are possible, a warning means they are expected.',
      source: S.nwsHurricane,
    },
    {
      kind: 'step',
      text: `Pack a go-bag and keep a home supply: ${WATER_STEP.charAt(0).toLowerCase()}${WATER_STEP.slice(1)}`,
      source: S.readyKit,
      guide: GUIDES.bugOutBag,
    },
    {
      kind: 'step',
      text: 'Before the storm: bring in outdoor furniture and anything loose, cover windows with storm shutters or pre-cut plywood, fill the car’s tank and charge your phones.',
      source: S.readyHurricanes,
    },
    {
      kind: 'step',
      text: 'If officials tell you to evacuate, leave straight away. If you stay, shelter in a small interior room on the lowest floor that is not at risk of flooding, away from windows.',
      source: S.readyHurricanes,
    },
    {
      kind: 'step',
      text: `Turn around, don’t drown: never walk, swim or drive through flood water. Run generators only outdoors, at least ${F.generatorFeet} feet (${F.generatorMetres} m) from windows and doors.`,
      source: S.nwsHurricane,
    },
    {
      kind: 'resource',
      text: 'Hurricane preparedness checklists and what to do before, during and after the storm.',
      source: S.readyHurricanes,
    },
  ],
  earthquake: [
    {
      kind: 'step',
      text: 'Secure heavy furniture, shelves and water heaters to the walls, and keep heavy objects on low shelves.',
      source: S.readyEarthquakes,
    },
    {
      kind: 'step',
      text: 'Practise Drop, Cover, and Hold On: drop to your hands and knees, cover your head and neck under a sturdy table, and hold on until the shaking stops. Do not run outside.',
      source: S.readyEarthquakes,
    },
    {
      kind: 'step',
      text: 'In bed, stay there and cover your head with a pillow. In a car, pull over away from buildings, trees and power lines and stay inside with the seat belt on.',
      source: S.redCrossEarthquake,
    },
    {
      kind: 'step',
      text: WATER_STEP,
      source: S.readyKit,
      guide: GUIDES.water,
    },
    {
      kind: 'step',
      text: 'After the shaking, expect aftershocks. Check yourself and others for injuries, leave a damaged building, and text rather than call so the lines stay free for emergencies.',
      source: S.readyEarthquakes,
    },
    {
      kind: 'note',
      text: 'Near the coast, a long or strong earthquake can bring a tsunami: go to high ground or inland at once, without waiting for an official warning.',
      source: S.readyEarthquakes,
    },
  ],
  blackout: [
    {
      kind: 'step',
      text: 'Keep flashlights and spare batteries where everyone can find them in the dark; do not use candles.',
      source: S.redCrossPower,
    },
    {
      kind: 'step',
      text: `Keep fridge and freezer doors closed: a closed fridge keeps food cold for about ${F.fridgeHours} hours, a full freezer about ${F.freezerHours} hours. Throw away perishable food that has been above ${F.foodSafeFahrenheit} °F (${F.foodSafeCelsius} °C) for ${F.foodUnsafeHours} hours or more.`,
      source: S.readyPower,
    },
    {
      kind: 'step',
      text: 'Never run a generator, grill or camp stove indoors or in a garage: carbon monoxide kills. Put them outside, away from windows, and fit battery CO alarms.',
      source: S.readyPower,
    },
    {
      kind: 'step',
      text: 'Unplug appliances and electronics to avoid damage from surges when the power returns; leave one lamp on so you know when it is back.',
      source: S.redCrossPower,
    },
    {
      kind: 'step',
      text: `If someone relies on powered medical equipment or refrigerated medicine, plan a backup power source and where to go, and keep a ${F.medicineDays}-day supply of medicines.`,
      source: S.readyPower,
      guide: GUIDES.emp,
    },
    {
      kind: 'note',
      text: 'Traffic lights may be out: avoid travel. Treat a dark junction as an all-way stop.',
      source: S.redCrossPower,
    },
  ],
  wildfire: [
    {
      kind: 'step',
      text: 'Sign up for your community’s alerts and know your evacuation routes and zone; plan at least two ways out of your neighbourhood.',
      source: S.readyWildfires,
      guide: GUIDES.urban,
    },
    {
      kind: 'step',
      text: 'Keep a go-bag ready with N95 masks for smoke, medicines, documents, chargers and water, and leave as soon as officials say so: do not wait.',
      source: S.readyWildfires,
      guide: GUIDES.bugOutBag,
    },
    {
      kind: 'step',
      text: `Make a fire-resistant zone: clear dry leaves, branches and firewood within ${F.clearFeet} feet (${F.clearMetres} m) of the house, and keep gutters and roof clean.`,
      source: S.readyWildfires,
    },
    {
      kind: 'step',
      text: 'When smoke is heavy, stay indoors with windows and doors shut, and use an air purifier or a room with filtered air.',
      source: S.redCrossWildfire,
    },
    {
      kind: 'step',
      text: 'If you are trapped, call 911 (112, 999 or 000 outside the US), give your location, and stay in a building or car away from vegetation.',
      source: S.readyWildfires,
    },
    {
      kind: 'resource',
      text: 'Wildfire safety: prepare your home, evacuate, and return safely.',
      source: S.redCrossWildfire,
    },
  ],
  pandemic: [
    {
      kind: 'step',
      text: 'Stay up to date with recommended vaccines for everyone in the household.',
      source: S.cdcRespiratory,
    },
    {
      kind: 'step',
      text: `Wash hands often with soap and water for at least ${F.handWashSeconds} seconds, cover coughs and sneezes, and clean surfaces people touch often.`,
      source: S.cdcRespiratory,
    },
    {
      kind: 'step',
      text: 'If you are sick, stay home and away from others; wear a mask around people and improve ventilation indoors.',
      source: S.cdcRespiratory,
    },
    {
      kind: 'step',
      text: `Keep a supply of prescription medicines, a thermometer, fever reducers and at least ${F.pandemicWeeks} weeks of food and water in case you must stay home.`,
      source: S.readyPandemic,
    },
    {
      kind: 'step',
      text: 'Agree how the household will work, study and care for someone sick at home, and who looks after children or older relatives if a carer falls ill.',
      source: S.readyPandemic,
    },
    {
      kind: 'resource',
      text: 'Follow your public health authority’s current advice; it changes as an outbreak develops.',
      source: S.getPrepared,
    },
  ],
  civil_unrest: [
    {
      kind: 'step',
      text: 'Follow local news and official alerts, and avoid the area of protests or disturbances; if you are caught nearby, leave calmly by a side street.',
      source: S.ukPrepare,
      guide: GUIDES.urban,
    },
    {
      kind: 'step',
      text: 'Agree meeting places and an out-of-town contact that everyone calls or texts, and write the numbers down in case phones die.',
      source: S.readyPlan,
    },
    {
      kind: 'step',
      text: `Keep supplies to stay home for several days if shops close: ${WATER_STEP.charAt(0).toLowerCase()}${WATER_STEP.slice(1)}`,
      source: S.readyKit,
    },
    {
      kind: 'step',
      text: 'Keep some cash, a full fuel tank, charged power banks and copies of documents: cards and fuel pumps may not work.',
      source: S.ukPrepare,
    },
    {
      kind: 'step',
      text: 'If told to shelter in place, stay indoors away from windows, lock doors and keep listening for instructions.',
      source: S.getPrepared,
    },
  ],
  winter_storm: [
    {
      kind: 'step',
      text: 'Know the alerts: a winter storm watch means a storm is possible, a warning means it is on its way. Stay off the roads during a warning.',
      source: S.nwsWinter,
    },
    {
      kind: 'step',
      text: 'Insulate the house, seal drafts, and keep extra blankets, warm clothes and a safe way to heat one room if the power fails.',
      source: S.readyWinter,
    },
    {
      kind: 'step',
      text: 'Never heat the house with a gas oven, grill or generator indoors; test smoke and carbon monoxide alarms.',
      source: S.redCrossWinter,
    },
    {
      kind: 'step',
      text: 'Know the signs of frostbite (numb, white or greyish skin) and hypothermia (shivering, confusion, slurred speech), and get help at once.',
      source: S.readyWinter,
    },
    {
      kind: 'step',
      text: 'Keep a winter kit in the car: blankets, water, snacks, a scraper, a shovel, sand or cat litter for traction, and a phone charger.',
      source: S.nhtsaWinter,
    },
    {
      kind: 'step',
      text: 'Let taps drip and open cabinet doors under sinks to keep pipes from freezing; know where the main water valve is.',
      source: S.redCrossWinter,
    },
  ],
  flood: [
    {
      kind: 'step',
      text: 'Find out whether your home is in a flood risk area and sign up for local flood warnings.',
      source: S.readyFloods,
    },
    {
      kind: 'step',
      text: `Turn around, don’t drown: never walk, swim or drive through flood water. ${F.floodWaterInches} inches (${F.floodWaterCentimetres} cm) of moving water can knock you down, ${F.floodCarFeet} foot (${F.floodCarCentimetres} cm) can sweep a car away.`,
      source: S.nwsFlood,
    },
    {
      kind: 'step',
      text: 'If told to evacuate, do so at once; if trapped in a building, go to the highest level, and onto the roof only if you must signal for help. Do not climb into a closed attic.',
      source: S.readyFloods,
    },
    {
      kind: 'step',
      text: 'Move valuables, documents and medicines upstairs, and know how to turn off the electricity and gas.',
      source: S.nswSes,
    },
    {
      kind: 'step',
      text: 'Flood water can contaminate the tap supply: keep stored drinking water and a way to treat water until officials say it is safe.',
      source: S.readyFloods,
      guide: GUIDES.water,
    },
    {
      kind: 'note',
      text: 'After a flood, stay out of buildings that are surrounded by water, and wear gloves and boots while cleaning up.',
      source: S.readyFloods,
    },
  ],
  tornado: [
    {
      kind: 'step',
      text: 'Know the difference: a tornado watch means tornadoes are possible, a warning means one is happening or imminent. Have several ways to get alerts, including at night.',
      source: S.nwsTornado,
    },
    {
      kind: 'step',
      text: 'Choose your safe room now: a storm shelter or basement, or a small interior room without windows on the lowest floor.',
      source: S.readyTornadoes,
    },
    {
      kind: 'step',
      text: 'At a warning, go there at once; get under something sturdy and cover your head and neck with your arms, a mattress or blankets.',
      source: S.readyTornadoes,
    },
    {
      kind: 'step',
      text: 'Do not shelter in a mobile home or under a highway overpass; go to the nearest sturdy building. Caught in a car, you may need to get down in a ditch and cover your head.',
      source: S.nwsTornado,
    },
    {
      kind: 'step',
      text: 'After it passes, watch for fallen power lines and broken glass, and text your out-of-town contact.',
      source: S.readyTornadoes,
    },
  ],
  chemical_nuclear: [
    {
      kind: 'step',
      text: 'Radiation emergency: get inside, stay inside, stay tuned. Go to the middle of a brick or concrete building or a basement, away from doors and windows.',
      source: S.cdcRadiation,
    },
    {
      kind: 'step',
      text: 'Close and lock windows and doors, turn off fans, air conditioning and heating that bring in outside air, and bring pets inside.',
      source: S.readyRadiation,
    },
    {
      kind: 'step',
      text: 'If you were outside, take off your outer layer of clothing, seal it in a plastic bag, and shower or wipe exposed skin with a damp cloth.',
      source: S.cdcRadiation,
    },
    {
      kind: 'step',
      text: 'Chemical release: if told to shelter in place, choose an interior room with few windows, seal the door and vents with plastic sheeting and duct tape, and listen for instructions.',
      source: S.readyChemical,
    },
    {
      kind: 'step',
      text: 'Keep a battery or hand-crank radio, drink bottled water and eat food from sealed containers until officials say the tap water and food are safe.',
      source: S.cdcRadiation,
    },
    {
      kind: 'note',
      text: 'Do not go to collect children from school or daycare during a radiation emergency: staff will shelter them, and going out exposes you both.',
      source: S.cdcRadiation,
    },
  ],
  wilderness_lost: [
    {
      kind: 'step',
      text: 'Before you go, leave a trip plan with someone at home: where you are going, your route, who is with you and when to call for help.',
      source: S.adventureSmart,
    },
    {
      kind: 'step',
      text: 'Carry the Ten Essentials: navigation, a headlamp, sun protection, first aid, a knife, fire starter, emergency shelter, extra food, extra water and extra clothes.',
      source: S.npsEssentials,
    },
    {
      kind: 'step',
      text: 'If you are lost, STOP: stop, think, observe, plan. Stay where you are: searchers find people who stay put much faster.',
      source: S.adventureSmart,
    },
    {
      kind: 'step',
      text: 'Make yourself seen and heard: three whistle blasts, bright clothing spread in the open, a signal mirror or a light at night.',
      source: S.adventureSmart,
    },
    {
      kind: 'step',
      text: 'Stay warm and dry: find or build shelter from wind and rain before dark, and insulate yourself from the ground.',
      source: S.npsEssentials,
    },
    {
      kind: 'step',
      text: 'Drink treated water: boil, filter or disinfect water from streams and lakes before you drink it.',
      source: S.npsEssentials,
      guide: GUIDES.water,
    },
  ],
  vehicle_breakdown: [
    {
      kind: 'step',
      text: 'Get off the road if you can: pull onto the shoulder or verge, switch on the hazard lights, and at night keep the side lights on.',
      source: S.highwayCode,
    },
    {
      kind: 'step',
      text: 'On a motorway or busy road, leave the car by the door away from traffic and wait behind the barrier; call for help from a safe place.',
      source: S.highwayCode,
    },
    {
      kind: 'step',
      text: `In snow or cold, stay with the car, run the engine only about ${F.engineMinutesPerHour} minutes an hour for heat, and keep the exhaust pipe clear of snow.`,
      source: S.nhtsaWinter,
    },
    {
      kind: 'step',
      text: 'Keep a car kit: water, snacks, blankets, a flashlight, a first aid kit, jumper cables, a phone charger and a reflective warning triangle.',
      source: S.readyKit,
    },
    {
      kind: 'step',
      text: 'Before a long trip, check tyres, fuel, oil and the weather, and tell someone your route and when you expect to arrive.',
      source: S.nhtsaWinter,
    },
  ],
} as const satisfies Readonly<Record<GuidedEventType, readonly GuidanceItem[]>>;

/** The recommended items of every event type but Custom, in English. */
export const PLAN_GUIDANCE: Readonly<Record<GuidedEventType, readonly GuidanceItem[]>> = GUIDANCE;

/** A tuple of texts as long as the items `D`: one text per English item, in its order. */
type TextsOf<D> = { readonly [I in keyof D]: string };

/**
 * The shape of a translation of the items' texts (./guidance.{de,es}.ts, issue 43): for each event
 * type exactly as many texts as the English items, in their order (`GUIDANCE` is `as const`, so an
 * item missing or added is a type error). Each keeps the English item's kind, source and guide.
 */
export type GuidanceTexts = { readonly [T in GuidedEventType]: TextsOf<(typeof GUIDANCE)[T]> };

/** A language's recommended items: their texts, the field guides' titles and the publishers' names. */
export interface GuidanceTranslation {
  texts: GuidanceTexts;
  guides: Readonly<Record<GuidePath, string>>;
  publishers: Readonly<Record<Publisher, string>>;
}

/** How the items are written: each item's text and guide title, and the link lines' words. */
export interface GuidanceWriter {
  text(type: GuidedEventType, index: number, item: GuidanceItem): string;
  guideTitle(guide: LinkedGuide): string;
  words: ItemLinkWords;
}

/** The English items, as they were before issue 43. */
const ENGLISH: GuidanceWriter = {
  text: (_type, _index, item) => item.text,
  guideTitle: (guide) => guide.title,
  words: ITEM_LINK_WORDS.en,
};

/** A writer for a translation module (the web's comes through the plans catalogue instead). */
export const translationWriter = (translation: GuidanceTranslation, words: ItemLinkWords): GuidanceWriter => ({
  text: (type, index) => (translation.texts[type] as readonly string[])[index]!,
  guideTitle: (guide) => translation.guides[guide.path],
  words,
});

/** The item's content as stored: the text, then the source line, then the field guide line. */
export function guidanceContent(item: GuidanceItem, writer: GuidanceWriter = ENGLISH, text = item.text): string {
  const lines = [text, itemLinkLine(writer.words, 'Source', item.source.name, item.source.url)];
  if (item.guide) lines.push(itemLinkLine(writer.words, 'Field guide', writer.guideTitle(item.guide), item.guide.path));
  return lines.join('\n');
}

/** The recommended items of an event type as plan items (in `writer`'s language); none for Custom. */
export function guidanceItems(
  type: PlanEventType,
  writer: GuidanceWriter = ENGLISH,
): { kind: PlanItemKind; content: string }[] {
  if (type === 'custom') return [];
  return PLAN_GUIDANCE[type].map((item, index) => ({
    kind: item.kind,
    content: guidanceContent(item, writer, writer.text(type, index, item)),
  }));
}

export function hasGuidance(type: PlanEventType | null): type is GuidedEventType {
  return type !== null && type !== 'custom';
}
