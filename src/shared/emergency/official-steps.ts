/**
 * "Do now" on the emergency screen when the household has no survival plan for the event
 * (issue 37, decision 0275): for each of the 13 plan event types, 5 to 8 short steps to follow
 * *during* the event, written in our own words from official public guidance, each naming its
 * source so the page can say "Source: …". They ship in the bundle (offline for every type).
 * "Save as our plan" saves them as a survival plan, each step's source as its last line (the
 * format of ../plans/guidance.ts, which the plan view turns into links).
 *
 * Sources (public pages of the agencies named; the first seven are ../plans/guidance.ts's too):
 * - Ready.gov (FEMA) "Earthquakes" https://www.ready.gov/earthquakes; "Hurricanes"
 *   https://www.ready.gov/hurricanes; "Power Outages" https://www.ready.gov/power-outages;
 *   "Wildfires" https://www.ready.gov/wildfires; "Pandemic" https://www.ready.gov/pandemic;
 *   "Winter Weather" https://www.ready.gov/winter-weather; "Floods" https://www.ready.gov/floods;
 *   "Tornadoes" https://www.ready.gov/tornadoes; "Chemical Emergencies" https://www.ready.gov/chemical;
 *   "Make a Plan" https://www.ready.gov/plan; "Build a Kit" https://www.ready.gov/kit;
 *   "Evacuation" https://www.ready.gov/evacuation; "Attacks in Public Places"
 *   https://www.ready.gov/public-spaces
 * - National Weather Service (NOAA) "Hurricane Safety" https://www.weather.gov/safety/hurricane;
 *   "Flood Safety" https://www.weather.gov/safety/flood; "Tornado Safety"
 *   https://www.weather.gov/safety/tornado; "Winter Safety" https://www.weather.gov/safety/winter
 * - American Red Cross "Earthquake Safety", "Power Outage Safety", "Wildfire Safety", "Winter Storm
 *   Safety" (https://www.redcross.org/get-help/how-to-prepare-for-emergencies/types-of-emergencies/…)
 * - CDC "What to Do in Radiation Emergencies"
 *   https://www.cdc.gov/radiation-emergencies/response/index.html; "Preventing Respiratory
 *   Illnesses" https://www.cdc.gov/respiratory-viruses/prevention/index.html
 * - NHTSA "Winter Driving Tips" https://www.nhtsa.gov/winter-driving-tips; UK Highway Code
 *   "Breakdowns and incidents (rules 274–287)"
 *   https://www.gov.uk/guidance/the-highway-code/breakdowns-and-incidents-274-to-287
 * - AdventureSmart (Canada's National Search and Rescue Secretariat) https://www.adventuresmart.ca/;
 *   US National Park Service "The Ten Essentials" https://www.nps.gov/articles/10essentials.htm
 */
import { PLAN_EVENT_TYPE_VALUES, type PlanEventType } from '../constants/plans';
import { GUIDANCE_SOURCES, type GuidanceSource } from '../plans/guidance-sources';
import { ITEM_LINK_WORDS, itemLinkLine, type ItemLinkWords } from '../plans/item-links';
import { STEP_FIGURES as F } from './official-steps/figures';

export type { GuidanceSource };

export interface OfficialStep {
  /** Stable within its type ("hurricane-3"): the key of its tick on the device. */
  id: string;
  text: string;
  source: GuidanceSource;
}

const S = {
  ...GUIDANCE_SOURCES,
  readyPublicSpaces: { name: 'Ready.gov (FEMA): Attacks in Public Places', url: 'https://www.ready.gov/public-spaces' },
} as const satisfies Record<string, GuidanceSource>;

type Draft = readonly (readonly [text: string, source: GuidanceSource])[];

const DRAFTS = {
  earthquake: [
    [
      'Drop, cover and hold on: get down, cover your head and neck under a sturdy table, and hold on until the shaking stops.',
      S.readyEarthquakes,
    ],
    ['Stay where you are until the shaking stops. Do not run outside; keep away from windows.', S.readyEarthquakes],
    ['In bed, stay there and cover your head and neck with a pillow.', S.readyEarthquakes],
    [
      'When it stops, check yourself and others for injuries. Expect aftershocks: drop, cover and hold on again.',
      S.redCrossEarthquake,
    ],
    ['If you smell gas, get everyone out. Do not use light switches, matches or lighters.', S.redCrossEarthquake],
    ['Near the coast, move to high ground as soon as the shaking stops: a tsunami may follow.', S.readyEarthquakes],
    ['Text instead of calling, to keep the lines free for emergency calls.', S.readyPlan],
  ],
  hurricane: [
    ['If officials tell you to evacuate, leave now, by the route they give.', S.readyHurricanes],
    [
      'If you stay, go to a small inside room, closet or hallway on the lowest floor that will not flood, away from windows.',
      S.readyHurricanes,
    ],
    ['If water rises, go to the highest floor, but not into a closed attic: you could be trapped.', S.readyHurricanes],
    ['Turn around, don’t drown: never walk, swim or drive through flood water.', S.nwsHurricane],
    [
      `Run a generator only outdoors, at least ${F.generatorFeet} feet (${F.generatorMetres} m) from windows and doors.`,
      S.readyHurricanes,
    ],
    ['Stay inside until officials say it is over: the calm of the eye is not the end of the storm.', S.nwsHurricane],
    ['Keep your phone charged and listen to local alerts or a weather radio.', S.nwsHurricane],
  ],
  blackout: [
    ['Use flashlights, not candles.', S.readyPower],
    [
      `Keep the fridge and freezer closed: food stays cold about ${F.fridgeHours} hours in the fridge, ${F.freezerHours} hours in a full freezer.`,
      S.readyPower,
    ],
    ['Unplug appliances and electronics, so a surge cannot damage them when the power comes back.', S.readyPower],
    [
      'Run a generator only outdoors, away from windows: never inside, nor in a garage (carbon monoxide).',
      S.readyPower,
    ],
    ['If someone needs powered medical equipment, follow their plan or go where there is power.', S.readyPower],
    [
      `Throw out food that has been above ${F.foodSafeFahrenheit} °F (${F.foodSafeCelsius} °C) for ${F.foodUnsafeHours} hours or more. When in doubt, throw it out.`,
      S.redCrossPower,
    ],
    ['Check on neighbours, older people first.', S.redCrossPower],
  ],
  wildfire: [
    ['If officials tell you to evacuate, leave at once. Do not wait.', S.readyWildfires],
    ['Take your go-bag, medicines, documents, phone chargers and pets.', S.readyWildfires],
    ['Follow the evacuation route officials give; listen to local alerts.', S.redCrossWildfire],
    ['Wear an N95 mask against the smoke.', S.readyWildfires],
    [
      'If you are trapped, call the emergency number and say where you are. Turn on lights so rescuers can see you.',
      S.readyWildfires,
    ],
    ['Come back only when officials say it is safe.', S.redCrossWildfire],
  ],
  pandemic: [
    ['Stay home when you are sick, away from others.', S.cdcRespiratory],
    [`Wash your hands often with soap and water for at least ${F.handWashSeconds} seconds.`, S.cdcRespiratory],
    ['Cover coughs and sneezes; throw the tissue away and wash your hands.', S.cdcRespiratory],
    ['Wear a mask where health officials advise it.', S.readyPandemic],
    ['Clean surfaces people touch often.', S.readyPandemic],
    ['If someone is at higher risk or gets worse, call a doctor early. Call before you go.', S.cdcRespiratory],
  ],
  civil_unrest: [
    ['Stay away from crowds and the area of the trouble.', S.readyPublicSpaces],
    ['If you are caught near it, leave calmly by the nearest safe way out.', S.readyPublicSpaces],
    ['At home, stay inside, lock the doors and keep away from windows.', S.readyPlan],
    ['Follow local officials and news; do not go by rumours.', S.readyPlan],
    ['If anyone is in danger, call the emergency number.', S.readyPublicSpaces],
    ['Tell your out-of-town contact where everyone is. Text if calls do not get through.', S.readyPlan],
  ],
  winter_storm: [
    ['Stay indoors. Dress in warm, loose layers.', S.readyWinter],
    ['Never heat the home with a gas stove or oven. Run generators only outdoors, away from windows.', S.readyWinter],
    ['Keep one room warm; close off the rooms you do not need.', S.redCrossWinter],
    ['Let taps drip a little so the pipes do not freeze.', S.redCrossWinter],
    [
      `Do not travel. If stuck in a car, stay in it, run the engine ${F.engineMinutesPerHour} minutes an hour and keep the exhaust pipe clear of snow.`,
      S.readyWinter,
    ],
    [
      'Watch for frostbite (numb, white or greyish skin) and hypothermia (shivering, confusion, slurred speech): warm up and get help.',
      S.nwsWinter,
    ],
    ['Check on neighbours, older people first.', S.readyWinter],
  ],
  flood: [
    ['If officials tell you to evacuate, leave at once.', S.readyFloods],
    ['Move to higher ground, or the highest floor, but not into a closed attic.', S.readyFloods],
    [
      `Turn around, don’t drown: never walk, swim or drive through flood water. ${F.floodWaterInches} inches (${F.floodWaterCentimetres} cm) of moving water can knock you down.`,
      S.nwsFlood,
    ],
    ['Stay off bridges over fast-moving water.', S.readyFloods],
    ['If your car is caught in fast water, stay inside; if water rises inside it, get onto the roof.', S.readyFloods],
    ['Keep out of flood water: it may be dirty or carry electricity from power lines.', S.readyFloods],
    ['Listen to local alerts for where to go and when it is over.', S.nwsFlood],
  ],
  tornado: [
    [
      'Go now to a safe room, storm shelter or basement. Otherwise, a small inside room on the lowest floor, away from windows.',
      S.readyTornadoes,
    ],
    [
      'Get under something sturdy. Cover your head and neck with your arms, and with a mattress or blankets.',
      S.readyTornadoes,
    ],
    ['Leave a mobile home or car for a sturdy building if you can get to one in time.', S.nwsTornado],
    [
      'Caught outside or in a car: buckle up and cover your head below the windows, or lie in a low place, covering your head.',
      S.readyTornadoes,
    ],
    ['Stay sheltered until the warning has ended.', S.nwsTornado],
    ['Afterwards, keep away from fallen power lines and damaged buildings.', S.readyTornadoes],
  ],
  chemical_nuclear: [
    [
      'Get inside the nearest building and stay inside, in the middle or the basement, away from doors and windows.',
      S.cdcRadiation,
    ],
    [
      'Close windows and doors. Turn off fans, heating and air conditioning that bring in outside air.',
      S.readyChemical,
    ],
    ['Stay tuned: follow officials’ instructions on the radio, TV or alerts.', S.cdcRadiation],
    [
      'If you were outside, take off your outer clothes, bag them, and shower or wash with soap and water.',
      S.cdcRadiation,
    ],
    ['If officials tell you to evacuate, leave at once, with the car’s windows and vents closed.', S.readyChemical],
    ['Bring pets inside.', S.cdcRadiation],
    ['Take potassium iodide only if officials tell you to.', S.cdcRadiation],
  ],
  wilderness_lost: [
    ['Stop as soon as you think you are lost. Stay where you are.', S.adventureSmart],
    ['Stay calm. Think about how you got here; look around before you move.', S.adventureSmart],
    ['Call the emergency number if you have signal, then save the battery.', S.adventureSmart],
    ['Make yourself seen and heard: bright clothing, three blasts on a whistle.', S.adventureSmart],
    ['Stay warm and dry: put on layers and find or make shelter before dark.', S.npsEssentials],
    ['Do not walk on at night.', S.adventureSmart],
  ],
  vehicle_breakdown: [
    ['Get off the road if you can, and turn on the hazard lights.', S.highwayCode],
    ['On a fast road, get everyone out on the side away from traffic and wait behind the barrier.', S.highwayCode],
    ['Call for help and say where you are.', S.highwayCode],
    ['Put a warning triangle well behind the car only where it is safe (never on a motorway).', S.highwayCode],
    [
      `In snow, stay with the car. Run the engine about ${F.engineMinutesPerHour} minutes an hour for heat, with the exhaust pipe clear.`,
      S.nhtsaWinter,
    ],
    [
      'Make the car easy to see: a bright cloth on it, the inside light on at night while the engine runs.',
      S.nhtsaWinter,
    ],
  ],
  custom: [
    ['If anyone is in danger, call the emergency number.', S.readyPlan],
    ['Follow local officials. If they tell you to evacuate, leave at once.', S.readyEvacuation],
    ['Get everyone together, or tell them where to meet.', S.readyPlan],
    ['Text your out-of-town contact: texts get through when calls do not.', S.readyPlan],
    ['Take your go-bag, medicines, documents and phone charger.', S.readyKit],
    ['Check everyone for injuries and give first aid.', S.readyPlan],
    ['Keep listening to local alerts and news.', S.readyPlan],
  ],
} as const satisfies Readonly<Record<PlanEventType, Draft>>;

/** A tuple of texts as long as the draft `D`: one text per English step, in its order. */
type TextsOf<D> = { readonly [I in keyof D]: string };

/**
 * The shape of a translation of the steps (./official-steps/{de,es}.ts, issue 43): for each event
 * type, exactly as many texts as the English steps, in their order. A step missing or added is a
 * type error; each text's step keeps its id and its source.
 */
export type OfficialStepTexts = { readonly [T in PlanEventType]: TextsOf<(typeof DRAFTS)[T]> };

/** The official steps of every event type ('custom': general all-hazards steps). */
export const OFFICIAL_STEPS: Readonly<Record<PlanEventType, readonly OfficialStep[]>> = (() => {
  const out = {} as Record<PlanEventType, readonly OfficialStep[]>;
  for (const type of PLAN_EVENT_TYPE_VALUES)
    out[type] = (DRAFTS[type] as Draft).map(([text, source], i) => ({ id: `${type}-${i + 1}`, text, source }));
  return out;
})();

/** The sources an event type's steps cite, each once, in the order they first appear. */
export function officialSources(type: PlanEventType): GuidanceSource[] {
  const seen = new Map<string, GuidanceSource>();
  for (const step of OFFICIAL_STEPS[type]) if (!seen.has(step.source.url)) seen.set(step.source.url, step.source);
  return [...seen.values()];
}

/** The steps of every event type in a translation: the English ids and sources, the translated texts. */
export function translatedSteps(texts: OfficialStepTexts): Readonly<Record<PlanEventType, readonly OfficialStep[]>> {
  const out = {} as Record<PlanEventType, readonly OfficialStep[]>;
  for (const type of PLAN_EVENT_TYPE_VALUES)
    out[type] = OFFICIAL_STEPS[type].map((step, i) => ({ ...step, text: (texts[type] as readonly string[])[i]! }));
  return out;
}

/**
 * "Save as our plan": the steps as plan items, each with its "Source: …" line (../plans/guidance.ts),
 * in the page's language when `text` gives each step's translation and `words` that language's
 * link words ("Quelle: …", as the recommended plan steps write it; decision 0348). The plan view
 * reads the line back as a link in any of those languages.
 */
export function officialPlanItems(
  type: PlanEventType,
  text: (step: OfficialStep, index: number) => string = (step) => step.text,
  words: ItemLinkWords = ITEM_LINK_WORDS.en,
): { kind: 'step'; content: string }[] {
  return OFFICIAL_STEPS[type].map((step, i) => ({
    kind: 'step' as const,
    content: `${text(step, i)}\n${itemLinkLine(words, 'Source', step.source.name, step.source.url)}`,
  }));
}
