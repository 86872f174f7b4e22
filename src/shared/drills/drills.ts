/**
 * Household drills (/training-protocols, issue 21): one drill per plan event type but Custom, each
 * a short checklist of things to do, in our own words from official guidance. The family
 * communication plan is practised twice a year (Ready.gov, "Make a Plan": Collect, Share,
 * Practice); each drill names where its steps come from, in `sources`.
 */
import type { PlanEventType } from '../constants/plans';

/**
 * The drill form's and the drill routes' messages: here, without zod, so the catalogue of message
 * codes (shared/i18n/errors, a lazy chunk of the page) is built from them (decision 0358).
 */
export const DRILL_MESSAGES = {
  eventType: 'Choose a drill',
  date: 'Enter the day of the drill',
  future: 'The drill date cannot be in the future',
  notFound: 'Drill not found',
} as const;

/** A drill's name in lists: its event type's drill, or the family plan practice noted before drills. */
export const LEGACY_PRACTICE_LABEL = 'Family plan practice';

/** The event types a drill exists for: every plan event type but Custom. */
export const DRILL_EVENT_TYPES = [
  'earthquake',
  'hurricane',
  'blackout',
  'wildfire',
  'pandemic',
  'civil_unrest',
  'winter_storm',
  'flood',
  'tornado',
  'chemical_nuclear',
  'wilderness_lost',
  'vehicle_breakdown',
] as const satisfies readonly Exclude<PlanEventType, 'custom'>[];
export type DrillEventType = (typeof DRILL_EVENT_TYPES)[number];

export interface DrillSource {
  label: string;
  url: string;
}

export interface Drill {
  eventType: DrillEventType;
  title: string;
  /** One sentence: what the drill practises. */
  summary: string;
  /** 4 to 8 concrete things to do, in order. */
  steps: readonly string[];
  sources: readonly DrillSource[];
}

const READY = (path: string, label: string): DrillSource => ({
  label: `Ready.gov: ${label}`,
  url: `https://www.ready.gov/${path}`,
});

export const DRILLS: readonly Drill[] = [
  {
    // Ready.gov "Earthquakes"; Great ShakeOut (Drop, Cover, and Hold On).
    eventType: 'earthquake',
    title: 'Drop, Cover and Hold On',
    summary: 'Everyone takes cover the moment the shaking starts, then checks the home once it stops.',
    steps: [
      'Call out "Earthquake!" and start the timer.',
      'Drop to your hands and knees where you are.',
      'Cover your head and neck under a sturdy table or desk, or against an inside wall away from windows.',
      'Hold on to your shelter (or your head and neck) until the shaking would stop: count to 60.',
      'After the shaking: check each other for injuries and look for gas smells or damage.',
      'Walk the way out of the home and meet at the meeting place inside the home.',
    ],
    sources: [
      READY('earthquakes', 'Earthquakes'),
      { label: 'Great ShakeOut: Drop, Cover, and Hold On', url: 'https://www.shakeout.org/dropcoverholdon/' },
    ],
  },
  {
    // Ready.gov "Hurricanes"; Red Cross "Hurricane Safety": know your zone, leave with a go-bag.
    eventType: 'hurricane',
    title: 'Timed evacuation with go-bags',
    summary: 'Leave the home as if an evacuation order had come, with go-bags, pets and papers, against the clock.',
    steps: [
      'Start the timer as if an evacuation order for your zone has just been given.',
      'Everyone takes their go-bag; check water, medicines, chargers and copies of documents are in it.',
      'Put pets in carriers with their food and leashes.',
      'Switch off utilities as you would before leaving, without actually turning off the gas.',
      'Load the car and drive (or walk) the first part of your evacuation route.',
      'Text the out-of-town contact that you are "leaving", and note how long it all took.',
    ],
    sources: [
      READY('hurricanes', 'Hurricanes'),
      {
        label: 'American Red Cross: Hurricane Safety',
        url: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/types-of-emergencies/hurricane.html',
      },
    ],
  },
  {
    // Ready.gov "Power Outages"; Red Cross "Power Outage Safety": flashlights not candles, a radio.
    eventType: 'blackout',
    title: 'Lights out',
    summary: 'Turn the main lights off and run the home on what you keep for a power cut.',
    steps: [
      'Switch off the lights and start the timer.',
      'Find a torch (flashlight) in every room people sleep in, without candles.',
      'Check the torches and spare batteries work.',
      'Turn on the battery or crank radio and find the local emergency station.',
      'Check phones and power banks are charged; agree who keeps theirs for calls only.',
      'Find the food you can eat without cooking; keep the fridge and freezer closed.',
    ],
    sources: [
      READY('power-outages', 'Power Outages'),
      {
        label: 'American Red Cross: Power Outage Safety',
        url: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/types-of-emergencies/power-outage.html',
      },
    ],
  },
  {
    // Ready.gov "Wildfires"; CAL FIRE "Ready, Set, Go!": leave early, go-bags, N95 masks.
    eventType: 'wildfire',
    title: 'Timed evacuation with go-bags',
    summary: 'Leave early, as if a fire were near: go-bags, masks, pets and two ways out.',
    steps: [
      'Start the timer as if an evacuation warning has just been given.',
      'Everyone takes their go-bag, with N95 masks for the smoke.',
      'Put pets in carriers and load the car facing out of the driveway.',
      'Close every window and inside door; leave the lights on so the house can be seen in smoke.',
      'Drive your first route out, then talk through the second one.',
      'Meet at the meeting place outside the neighbourhood and note how long it took.',
    ],
    sources: [
      READY('wildfires', 'Wildfires'),
      { label: 'CAL FIRE: Ready for Wildfire', url: 'https://readyforwildfire.org/' },
    ],
  },
  {
    // CDC "Prepare your household for respiratory illness"; Ready.gov "Pandemic".
    eventType: 'pandemic',
    title: 'Sick-room and supplies check',
    summary: 'Walk through the first days of an illness in the home without going out.',
    steps: [
      'Choose a room and, if you can, a bathroom where a sick person would stay apart.',
      'Check the thermometer works and count the fever medicine, masks and tissues.',
      'Check two weeks of prescriptions are on hand, or when to refill them.',
      'Count soap, hand sanitiser and cleaning supplies.',
      'Agree who cares for children or pets if an adult is ill.',
      "Write down the doctor's and the pharmacy's numbers where everyone can see them.",
    ],
    sources: [
      READY('pandemic', 'Pandemic'),
      {
        label: 'CDC: Preventing spread of respiratory viruses at home',
        url: 'https://www.cdc.gov/respiratory-viruses/prevention/index.html',
      },
    ],
  },
  {
    // Ready.gov "Make a Plan" (shelter in place, communication); CISA/DHS guidance on staying informed.
    eventType: 'civil_unrest',
    title: 'Stay in and stay in touch',
    summary: 'Practise staying home safely and keeping in touch when it is not safe to go out.',
    steps: [
      'Start the timer: everyone comes home or calls in to say where they are.',
      'Lock the doors, close the curtains and stay away from windows.',
      'Everyone texts the out-of-town contact a short "we are safe".',
      'Find local news on the radio and on an official account; agree to ignore rumours.',
      'Choose a route to the meeting place outside the neighbourhood that avoids the town centre.',
      'Check you have cash, fuel and a few days of food and water at home.',
    ],
    sources: [READY('plan', 'Make a Plan'), READY('shelter', 'Shelter')],
  },
  {
    // Ready.gov "Winter Weather"; CDC "Winter Weather": warmth, carbon monoxide, supplies.
    eventType: 'winter_storm',
    title: 'Snowed in',
    summary: 'Practise keeping warm and safe at home for a few days without heating or going out.',
    steps: [
      'Choose one room to keep warm and gather blankets and warm clothes there.',
      'Check the carbon monoxide alarm works; never run generators or grills indoors.',
      'Find torches, the radio and spare batteries.',
      'Check there is water and food for three days that needs no cooking.',
      'Find the water shut-off valve in case a pipe bursts.',
      "Check the car's winter kit: blanket, scraper, shovel, sand and a phone charger.",
    ],
    sources: [
      READY('winter-weather', 'Winter Weather'),
      { label: 'CDC: Winter Weather', url: 'https://www.cdc.gov/winter-weather/' },
    ],
  },
  {
    // Ready.gov "Floods"; Red Cross "Flood Safety": move up, leave early, turn around don't drown.
    eventType: 'flood',
    title: 'Move to higher ground',
    summary: 'Practise leaving before the water comes, by a route that stays out of flood water.',
    steps: [
      'Start the timer as if a flood warning has just been given.',
      'Move papers, medicines and valuables to an upper floor or high shelf.',
      'Find where to switch off the electricity, and who does it.',
      'Everyone takes their go-bag and meets at the door.',
      'Drive or walk your route to higher ground; never through water ("Turn Around Don\'t Drown").',
      'Text the out-of-town contact and note how long it took.',
    ],
    sources: [
      READY('floods', 'Floods'),
      {
        label: "National Weather Service: Turn Around Don't Drown",
        url: 'https://www.weather.gov/safety/flood-turn-around-dont-drown',
      },
    ],
  },
  {
    // Ready.gov "Tornadoes"; NOAA/NWS tornado safety: lowest floor, interior room, cover head.
    eventType: 'tornado',
    title: 'Take shelter',
    summary: 'Everyone reaches the safe room within seconds of a warning.',
    steps: [
      'Call out "Tornado warning!" and start the timer.',
      'Everyone goes to the basement or the smallest inside room on the lowest floor, away from windows.',
      'Bring pets, shoes and a torch if they are at hand.',
      'Crouch down and cover your head and neck with your arms or a blanket.',
      'Stop the timer when everyone is in place.',
      'Check the weather radio or phone alerts are switched on.',
    ],
    sources: [
      READY('tornadoes', 'Tornadoes'),
      { label: 'National Weather Service: Tornado Safety', url: 'https://www.weather.gov/safety/tornado' },
    ],
  },
  {
    // Ready.gov "Chemical Emergencies" and "Radiation Emergencies": get inside, stay inside, stay tuned.
    eventType: 'chemical_nuclear',
    title: 'Get inside, stay inside, stay tuned',
    summary: 'Practise sheltering in place and sealing a room quickly.',
    steps: [
      'Call out "Shelter in place!" and start the timer.',
      'Everyone and every pet comes inside; close and lock windows and doors.',
      'Switch off fans, air conditioning and heating that draw in outside air.',
      'Go to an inside room (the middle of a basement is best for radiation).',
      'Find the tape and plastic sheeting, and the water and food kept in that room.',
      'Turn on the radio for official instructions; stop the timer.',
    ],
    sources: [READY('chemical', 'Chemical Emergencies'), READY('radiation', 'Radiation Emergencies')],
  },
  {
    // US National Park Service and Forest Service hiking safety: stay put when lost, be seen and heard.
    eventType: 'wilderness_lost',
    title: 'Stop, stay and be found',
    summary: 'Practise what to do the moment someone realises they are lost outdoors.',
    steps: [
      'Everyone says the rule: stop, stay where you are and do not wander.',
      'Each person shows their whistle and blows three short blasts, the call for help.',
      'Show how to make yourself seen: bright clothing, a space blanket spread out.',
      'Check each daypack has water, a snack, a layer, a torch and a charged phone.',
      'Practise leaving a trip plan (where, who, back by when) with someone at home.',
      'Agree on a meeting point at the trailhead if the group is split.',
    ],
    sources: [
      { label: 'US National Park Service: Hike Smart', url: 'https://www.nps.gov/articles/hiking-safety.htm' },
      { label: 'US Forest Service: Outdoor safety', url: 'https://www.fs.usda.gov/visit/know-before-you-go' },
    ],
  },
  {
    // Ready.gov "Car Safety"/emergency car kit; NHTSA roadside safety.
    eventType: 'vehicle_breakdown',
    title: 'Roadside stop',
    summary: 'Practise stopping safely and calling for help, at home or in a safe car park.',
    steps: [
      'Show where the hazard lights switch is and turn them on.',
      'Find the warning triangle and high-visibility vests.',
      'Show how everyone leaves on the side away from traffic and waits behind the barrier.',
      'Find the car kit: water, blanket, torch, first aid kit, phone charger.',
      'Find the roadside assistance and insurance numbers.',
      'Practise telling the operator where you are (road, direction, nearest exit or marker).',
    ],
    sources: [READY('car', 'Car Safety'), { label: 'NHTSA: Road safety', url: 'https://www.nhtsa.gov/road-safety' }],
  },
];

/** The drill of an event type. */
export const drillOf = (eventType: DrillEventType): Drill => DRILLS.find((d) => d.eventType === eventType)!;

/**
 * The drills in the order training offers them (issue 40, decision 0289): first the drills for the
 * event types of the household's plans, in the order the plans are given (most recently updated
 * first), then every other drill in its usual order. Custom and unknown types have no drill.
 */
export function drillsForPlans(planEventTypes: readonly string[]): { forPlans: Drill[]; others: Drill[] } {
  const forPlans: Drill[] = [];
  for (const type of planEventTypes) {
    const drill = DRILLS.find((d) => d.eventType === type);
    if (drill && !forPlans.includes(drill)) forPlans.push(drill);
  }
  return { forPlans, others: DRILLS.filter((d) => !forPlans.includes(d)) };
}
