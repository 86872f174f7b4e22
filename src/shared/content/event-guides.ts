/**
 * Guides for the events families face (issue 40, decision 0289): hurricanes, floods, wildfires,
 * winter storms, extreme heat, power outages and earthquakes. Written in our own words for a family
 * with children and pets, from the official pages each guide lists in `sources` (Ready.gov / FEMA,
 * the National Weather Service, CDC, the American Red Cross, and Germany's BBK where its advice
 * differs). They ship in the app's code, so they open offline.
 *
 * Figures and where they come from (the guide citing a figure also lists the page):
 * - Water: at least 1 US gallon (about 3.8 L) per person per day, 3 days at least, 2 weeks if
 *   possible (CDC "Creating and storing an emergency water supply"; /work/shared/GUIDANCE.md).
 *   BBK: 2 L of fluid per person per day, a supply for 10 days (BBK "Ratgeber für Notfallvorsorge").
 * - Medicines: a 7-day supply (American Red Cross "Survival Kit Supplies").
 * - Hurricane watch: hurricane conditions possible, issued about 48 hours ahead; warning: expected,
 *   about 36 hours ahead (NWS "Hurricane Safety").
 * - Generators: outdoors only, at least 20 feet (6 m) from windows, doors and vents (Ready.gov
 *   "Power Outages", "Hurricanes"; CDC carbon monoxide).
 * - Food in an outage: a closed fridge keeps food cold about 4 hours, a full closed freezer about
 *   48 hours (24 if half full); throw away perishable food above 40 °F (4 °C) for 2 hours or more
 *   (Ready.gov "Power Outages"; FoodSafety.gov).
 * - Moving water: 6 inches (15 cm) can knock an adult down, 1 foot (30 cm) can carry a car away
 *   (Ready.gov "Floods"; NWS "Turn Around Don't Drown").
 * - Flood insurance: a new NFIP policy usually starts 30 days after purchase (Ready.gov "Floods").
 * - Wildfire: keep the first 30 feet (9 m) around the home clear of leaves, debris and anything that
 *   burns (Ready.gov "Wildfires").
 * - Space heaters at least 3 feet (1 m) from anything that can burn (American Red Cross "Winter Storm
 *   Safety").
 * - Heat stroke: a body temperature of 103 °F (39.4 °C) or higher, hot red skin, confusion: call 911
 *   (CDC "Heat and Health"). A parked car can heat by about 20 °F (11 °C) in 10 minutes (NWS "Heat
 *   Safety").
 */
import type { EventGuide } from './schema';

const SRC = {
  readyKit: { name: 'Ready.gov (FEMA): Build a Kit', url: 'https://www.ready.gov/kit' },
  readyPets: { name: 'Ready.gov (FEMA): Prepare Your Pets for Disasters', url: 'https://www.ready.gov/pets' },
  readyKids: { name: 'Ready.gov (FEMA): Prepare with Kids', url: 'https://www.ready.gov/kids' },
  readyHurricanes: { name: 'Ready.gov (FEMA): Hurricanes', url: 'https://www.ready.gov/hurricanes' },
  readyFloods: { name: 'Ready.gov (FEMA): Floods', url: 'https://www.ready.gov/floods' },
  readyWildfires: { name: 'Ready.gov (FEMA): Wildfires', url: 'https://www.ready.gov/wildfires' },
  readyWinter: { name: 'Ready.gov (FEMA): Winter Weather', url: 'https://www.ready.gov/winter-weather' },
  readyHeat: { name: 'Ready.gov (FEMA): Extreme Heat', url: 'https://www.ready.gov/heat' },
  readyPower: { name: 'Ready.gov (FEMA): Power Outages', url: 'https://www.ready.gov/power-outages' },
  readyEarthquakes: { name: 'Ready.gov (FEMA): Earthquakes', url: 'https://www.ready.gov/earthquakes' },
  nwsHurricane: { name: 'National Weather Service: Hurricane Safety', url: 'https://www.weather.gov/safety/hurricane' },
  nwsFlood: { name: 'National Weather Service: Flood Safety', url: 'https://www.weather.gov/safety/flood' },
  nwsTurnAround: {
    name: "National Weather Service: Turn Around Don't Drown",
    url: 'https://www.weather.gov/safety/flood-turn-around-dont-drown',
  },
  nwsWildfire: { name: 'National Weather Service: Wildfire Safety', url: 'https://www.weather.gov/safety/wildfire' },
  nwsWinter: { name: 'National Weather Service: Winter Safety', url: 'https://www.weather.gov/safety/winter' },
  nwsHeat: { name: 'National Weather Service: Heat Safety', url: 'https://www.weather.gov/safety/heat' },
  cdcWater: {
    name: 'CDC: Creating and Storing an Emergency Water Supply',
    url: 'https://www.cdc.gov/water-emergency/about/how-to-create-and-store-an-emergency-water-supply.html',
  },
  cdcWinter: { name: 'CDC: Winter Weather', url: 'https://www.cdc.gov/winter-weather/' },
  cdcHeat: { name: 'CDC: Heat and Health', url: 'https://www.cdc.gov/heat-health/' },
  cdcCarbonMonoxide: {
    name: 'CDC: Carbon Monoxide Poisoning',
    url: 'https://www.cdc.gov/carbon-monoxide/',
  },
  redCrossEarthquake: {
    name: 'American Red Cross: Earthquake Safety',
    url: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/types-of-emergencies/earthquake.html',
  },
  redCrossWinter: {
    name: 'American Red Cross: Winter Storm Safety',
    url: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/types-of-emergencies/winter-storm.html',
  },
  foodSafety: {
    name: 'FoodSafety.gov: Food Safety During Power Outages',
    url: 'https://www.foodsafety.gov/keep-food-safe/food-safety-during-power-outage',
  },
  shakeOut: { name: 'Great ShakeOut: Drop, Cover, and Hold On', url: 'https://www.shakeout.org/dropcoverholdon/' },
  bbkGuide: {
    name: 'BBK (Germany): Vorsorge für den Katastrophenfall (guide and checklist)',
    url: 'https://www.bbk.bund.de/DE/Warnung-Vorsorge/Vorsorge/vorsorge_node.html',
  },
  bbkFlood: {
    name: 'BBK (Germany): Hochwasser',
    url: 'https://www.bbk.bund.de/DE/Warnung-Vorsorge/Tipps-Notsituationen/Hochwasser/hochwasser_node.html',
  },
  bbkPower: {
    name: 'BBK (Germany): Stromausfall',
    url: 'https://www.bbk.bund.de/DE/Warnung-Vorsorge/Tipps-Notsituationen/Stromausfall/stromausfall_node.html',
  },
} as const;

/** Said once in the guides where Germany's stock figures differ from the US ones. */
const GERMANY_STOCK =
  'Germany’s BBK plans for a longer stay at home than the US agencies: food and drink for 10 days, counting 2 liters of fluid per person per day. The emergency number is 112, and official warnings reach you through the NINA app, radio and sirens.';

const HURRICANE: EventGuide = {
  slug: 'hurricane',
  title: 'Hurricanes',
  eventType: 'hurricane',
  summary:
    'Know your evacuation zone, get the house and the go-bags ready while the storm is days away, and decide early whether you leave or stay.',
  intro:
    'A hurricane gives you days of warning, and that time is the best thing you have. Most deaths come from water, not wind: storm surge on the coast and flooding inland. The family that has already decided where it would go, and packed for it, can leave calmly when the order comes. This guide walks through the days before, the storm itself and the weeks after.',
  before: [
    'Look up your evacuation zone and the route out of it, and agree where you would go: a friend or relative outside the zone, a hotel that takes pets, or a public shelter.',
    'Sign up for your county’s alerts and keep a battery or hand-crank weather radio. A hurricane watch means hurricane conditions are possible, usually about 48 hours ahead; a warning means they are expected, about 36 hours ahead.',
    'Pack a go-bag per person and keep a home supply for sheltering in place: at least 1 gallon (about 3.8 L) of water per person per day for at least 3 days, two weeks if you can, plus food that needs no cooking.',
    'Keep a 7-day supply of every prescription, copies of IDs, insurance policies and medical records in a waterproof bag, and some cash in small bills.',
    'When a watch is issued: bring in outdoor furniture, toys and grills, cover windows with storm shutters or pre-cut plywood (tape does not help), fill the car’s tank and charge phones and power banks.',
    'Check your insurance now: ordinary home policies do not cover flooding, and a new flood policy usually takes 30 days to start.',
  ],
  during: [
    'If officials tell you to evacuate, leave straight away, by the route they give. Do not wait to see how bad it gets: roads close and bridges shut as the wind rises.',
    'If you stay, go to a small inside room, closet or hallway on the lowest floor that will not flood, away from windows. If water rises, go higher, but never into a closed attic where you could be trapped.',
    'Never walk, swim or drive through flood water: turn around, don’t drown.',
    'The calm of the eye is not the end. Stay inside until officials say the storm has passed; the wind returns from the other side.',
    'Text rather than call so the lines stay free, and keep listening to local alerts or the weather radio.',
  ],
  after: [
    'Go home only when officials say it is safe. Watch for downed power lines, loose debris and weakened roads and bridges.',
    'Run a generator only outdoors, at least 20 feet (6 m) from windows, doors and vents: carbon monoxide kills without warning. Never grill or use a camp stove indoors.',
    'Throw away food that touched flood water and perishable food that stayed above 40 °F (4 °C) for 2 hours or more. Follow boil-water notices.',
    'Wear gloves, sturdy boots and long sleeves when cleaning up; take photos of the damage for your insurance before you clear it.',
    'Clean-up is tiring and hot: take breaks, drink water and work in pairs.',
  ],
  family: [
    'Give each child a small job in the plan (carrying their own backpack, a favourite toy or book, the pet’s leash) and practise the evacuation drive together once a year.',
    'Make sure your shelter or hotel takes pets before you go; only service animals are always allowed in public shelters. Pack food, water, bowls, leash or carrier, medicines and vaccination records for each pet.',
    'Put a tag with your mobile number on every pet and keep a recent photo of each on your phone in case you are separated.',
    'Keep children out of flood water and away from debris after the storm; they should not help with the clean-up of damaged rooms.',
  ],
  germany: [GERMANY_STOCK],
  sources: [SRC.readyHurricanes, SRC.nwsHurricane, SRC.cdcWater, SRC.cdcCarbonMonoxide, SRC.readyPets, SRC.bbkGuide],
};

const FLOOD: EventGuide = {
  slug: 'flood',
  title: 'Floods',
  eventType: 'flood',
  summary:
    'Floods are the most common disaster and can come within minutes. Move to higher ground early, and never walk or drive through moving water.',
  intro:
    'Floods happen everywhere: after heavy rain, snowmelt, a hurricane or a failed dam, and flash floods can rise in minutes with little warning. Most flood deaths happen in vehicles, when someone tries to drive through water that looks shallow. What keeps a family safe is simple: know whether your home can flood, have a way to hear the warning, and get to higher ground before the water does.',
  before: [
    'Find out whether your home, school and workplace are in a flood zone (FEMA’s flood maps show it), and which way is uphill from each.',
    'Sign up for local alerts and learn the words: a flood watch means flooding is possible; a flood warning or flash flood warning means it is happening or about to, so act at once.',
    'Ordinary home insurance does not cover flood damage. A flood policy usually takes 30 days to start, so buy it well before the season.',
    'Keep important papers in a waterproof container on a high shelf, move valuables and chemicals out of the basement, and know how to turn off the electricity at the main switch.',
    'Pack go-bags and a home water supply: at least 1 gallon (about 3.8 L) per person per day for at least 3 days, as tap water may be unsafe for days after a flood.',
  ],
  during: [
    'If told to evacuate, go at once. If water is coming and you cannot leave, go to the highest floor, and onto the roof only if you must; never into a closed attic.',
    'Turn around, don’t drown: just 6 inches (15 cm) of moving water can knock an adult down and 1 foot (30 cm) can carry a car away. You cannot see how deep it is or whether the road under it is gone.',
    'If your car is caught in rising water, get out and go to higher ground if you can do so safely; if water is rising inside the car, get onto the roof.',
    'Stay off bridges over fast-moving water and keep away from storm drains and ditches.',
    'Turn off electricity at the main switch only if you can reach it without standing in water.',
  ],
  after: [
    'Return only when officials say it is safe, and stay out of flood water: it can hide sharp debris and carry sewage, chemicals and live electricity from downed lines.',
    'Do not use tap water for drinking, cooking or brushing teeth until officials say it is safe; use stored water or boil it first.',
    'Throw away food, medicines and baby bottles or nipples that flood water touched.',
    'Let wet rooms dry and throw out what cannot be cleaned and dried within 24 to 48 hours, to stop mould. Wear gloves, boots and an N95 mask while cleaning.',
    'Photograph the damage before you clear it, for your insurance.',
  ],
  family: [
    'Flood water is not a place to play: keep children out of it and away from swollen streams and drains, and wash hands and toys that touched it.',
    'Teach children the rule “turn around, don’t drown” and the way to higher ground from home and school.',
    'Take pets with you when you leave; a pet left behind may not survive and may not be reachable for days. Pack food, water, leash or carrier and records.',
    'Keep pets from drinking flood water or puddles after the flood, and wash their paws and coat if they waded through it.',
  ],
  germany: [
    'Germany’s BBK stresses one thing above all: never go into the cellar, an underground car park or a basement flat during a flood. A few centimetres of water can hold a door shut, and sockets low on the wall can give a deadly shock.',
    'The BBK also advises moving cars out of garages at risk in good time and following the water level reports of your state’s flood centre (Hochwasserzentrale).',
  ],
  sources: [SRC.readyFloods, SRC.nwsFlood, SRC.nwsTurnAround, SRC.cdcWater, SRC.readyPets, SRC.bbkFlood],
};

const WILDFIRE: EventGuide = {
  slug: 'wildfire',
  title: 'Wildfires',
  eventType: 'wildfire',
  summary:
    'Make the home harder to burn, keep the go-bags and the car ready in fire season, and leave early: a wildfire can reach a neighbourhood faster than you can pack.',
  intro:
    'Wildfires move fast, change direction with the wind and send embers ahead of the flames. Their smoke can harm people many miles away. The families who come through best are the ones who left early, with a car already pointed the right way and bags already packed, and who prepared their home so it has a chance without them.',
  before: [
    'Sign up for local alerts and learn your community’s evacuation zones and at least two ways out of your neighbourhood.',
    'Keep the first 30 feet (9 m) around the home clear of dry leaves, debris and firewood; clean gutters and the roof, and move anything that burns away from the walls.',
    'Make a room that can keep smoke out: close windows and doors, and use a portable air cleaner with a HEPA filter. Keep N95 masks for every adult and teenager.',
    'In fire season keep go-bags by the door, the car’s tank at least half full, and the car parked facing the way out.',
    'Store at least 1 gallon (about 3.8 L) of water per person per day for at least 3 days, and a 7-day supply of medicines.',
  ],
  during: [
    'Leave as soon as officials tell you to, and sooner if you feel unsafe. Do not wait for a knock on the door.',
    'Before you go, if there is time: close every window and door (unlocked), turn off the gas, move furniture away from windows, and leave lights on so firefighters can see the house in smoke.',
    'Drive with headlights on, windows up and the air set to recirculate. Watch for people, animals and fire vehicles on the road.',
    'If you are trapped, call 911 and say where you are. Stay in a building or a car in a clear area, away from trees and brush, and keep low under the smoke.',
    'If you are not in the fire’s path, watch the air quality. When smoke is heavy, keep everyone indoors with windows shut and the clean-air room running.',
  ],
  after: [
    'Go home only when officials say it is safe. Hot spots can flare up for days.',
    'Look out for ash pits and hot embers, fallen power lines and damaged trees. Wear sturdy boots, gloves, long sleeves and an N95 mask when you clean up.',
    'Wet ash down lightly before sweeping, and keep children and pets away from it.',
    'Throw away food, water and medicines that were near the fire or exposed to heat and smoke. Follow any notice about drinking water.',
    'Take photos of the damage for your insurance before you start clearing.',
  ],
  family: [
    'Children breathe more air for their size than adults, so smoke affects them more: keep them indoors on smoky days and go to the clean-air room. Ordinary N95 masks do not fit small children well.',
    'Keep pet carriers and leashes by the door in fire season and bring pets inside when smoke is in the air, so you are not searching for them when the order comes.',
    'Pack each pet’s food, water, medicines and records, and plan a place for larger animals well before the season.',
    'Practise the evacuation with the whole family: who carries what, who takes which pet, and which way you drive.',
  ],
  sources: [SRC.readyWildfires, SRC.nwsWildfire, SRC.cdcWater, SRC.readyPets, SRC.readyKids],
};

const WINTER_STORM: EventGuide = {
  slug: 'winter-storm',
  title: 'Winter Storms',
  eventType: 'winter_storm',
  summary:
    'Stay home through the storm, keep warm safely without carbon monoxide, and keep a kit in the car in case the road catches you.',
  intro:
    'A winter storm brings snow, ice and cold that can last for days, often with power cuts and closed roads. The danger is less the storm than what people do in it: driving when they should stay home, heating a room with a stove or grill, or overworking the heart shovelling snow. Plan to stay at home, warm and safe, until the roads are clear.',
  before: [
    'Follow the forecast and sign up for local alerts. A winter storm watch means a storm is possible; a warning means it is expected or happening.',
    'Keep a home supply for several days without power: at least 1 gallon (about 3.8 L) of water per person per day, food that needs no cooking, flashlights and batteries, a battery radio, blankets and warm clothes for everyone.',
    'Insulate pipes, know where the main water shut-off is, and have the heating and chimney checked before the season.',
    'Test smoke and carbon monoxide alarms and put in fresh batteries.',
    'Keep a kit in the car: blankets, a shovel, an ice scraper, sand or cat litter for grip, jumper cables, water, snacks, a flashlight and a phone charger, and keep the tank at least half full.',
  ],
  during: [
    'Stay off the roads if you can. If you must drive, tell someone your route and when you expect to arrive.',
    'If the car gets stuck, stay in it and call for help. Run the engine about 10 minutes an hour for heat, with a window open a crack and the exhaust pipe kept clear of snow.',
    'Never heat the home with a gas stove, oven, grill or camp stove, and run a generator only outdoors, at least 20 feet (6 m) from windows, doors and vents.',
    'Keep space heaters at least 3 feet (1 m) from anything that can burn, and turn them off when you leave the room or go to sleep.',
    'Close off rooms you do not need, dress in layers, and keep everyone in one warm room if the heating fails.',
    'Watch for frostbite (numb, white or greyish skin on fingers, toes, ears or nose) and hypothermia (shivering, confusion, slurred speech, drowsiness). Warm the person slowly and get medical help.',
  ],
  after: [
    'Shovel slowly, take breaks and push rather than lift the snow: shovelling strains the heart. Let someone else do it if you have heart problems.',
    'Clear snow away from furnace and dryer vents and the car’s exhaust pipe before using them.',
    'Check on elderly neighbours and anyone living alone.',
    'If pipes froze, open the tap and warm the pipe with a hair dryer or warm towels, never with an open flame.',
  ],
  family: [
    'Children lose heat faster than adults: dress them in layers with a hat, mittens and waterproof boots, bring them in regularly and change wet clothes straight away.',
    'Babies should sleep in warm layers, not under loose blankets, even when the house is cold.',
    'Bring pets indoors. Wipe paws after walks, as salt and de-icers hurt them and are poisonous if licked, and keep antifreeze out of reach.',
    'Keep extra pet food and water in the home supply, and a blanket for the pet in the car kit.',
  ],
  germany: [GERMANY_STOCK],
  sources: [SRC.readyWinter, SRC.nwsWinter, SRC.cdcWinter, SRC.redCrossWinter, SRC.cdcCarbonMonoxide, SRC.bbkGuide],
};

const EXTREME_HEAT: EventGuide = {
  slug: 'extreme-heat',
  title: 'Extreme Heat',
  eventType: null,
  summary:
    'Heat kills more people in the US than any other weather. Keep cool, drink water, check on each other, and never leave a child or a pet in a parked car.',
  intro:
    'A heat wave does not look like a disaster, yet heat kills more people in the United States each year than hurricanes, floods or tornadoes. Babies and young children, older people, pregnant women, people who work outside and people with heart or lung conditions are most at risk, and so are pets. Heat illness can be prevented: stay cool, drink enough, and know the warning signs.',
  before: [
    'Sign up for local alerts and follow heat advisories and warnings; the heat index (temperature and humidity together) is what your body feels.',
    'Find out where you can go to cool off: a library, a shopping centre or your community’s cooling centre, and how you would get there.',
    'Keep the home cooler: check the air conditioning before summer, and use blinds or curtains on sunny windows.',
    'Learn the signs of heat exhaustion and heat stroke (below), and know which of your family takes medicines that make heat harder to bear; ask the doctor.',
    'Keep extra water at home: heat raises the need above the usual 1 gallon (about 3.8 L) per person per day.',
  ],
  during: [
    'Stay in air conditioning as much as you can. Electric fans alone do not prevent heat illness once it is very hot; a cool shower or bath helps.',
    'Drink water regularly before you feel thirsty, and avoid alcohol and very sugary drinks.',
    'Keep outdoor work and play to the early morning and evening, rest often in the shade, and wear light, loose clothing and a wide hat.',
    'Never leave a child, an adult who needs care, or a pet alone in a parked car, not even for a minute: a car can heat up by about 20 °F (11 °C) in 10 minutes.',
    'Heat exhaustion (heavy sweating, cold clammy skin, dizziness, nausea, a fast weak pulse): move to a cool place, loosen clothing, use cool wet cloths and sip water. Get help if it lasts more than an hour or the person vomits.',
    'Heat stroke (body temperature of 103 °F or 39.4 °C or higher, hot red skin, confusion, fainting): call 911, move the person somewhere cooler and cool them with water or cloths. Do not give them anything to drink.',
  ],
  after: [
    'Homes stay hot after the weather cools: keep checking indoor temperatures and how everyone feels.',
    'Check on older neighbours and anyone living alone at least twice a day during and after a heat wave.',
    'Restock water and rehydration drinks, and note what worked, such as the cooling centre or a room that stays cool, for next time.',
  ],
  family: [
    'Babies and toddlers cannot tell you they are too hot: offer water (or breast milk or formula for babies) often, dress them lightly and keep them in the shade.',
    'Check the back seat every time you leave the car, and keep the car locked so children cannot climb in to play.',
    'Pets need shade and fresh water all day. Walk dogs early or late: hot pavement burns paws, so test it with the back of your hand.',
    'Signs of heat stress in pets are heavy panting, drooling, weakness and collapse: move them to a cool place, wet them with cool (not ice-cold) water and call the vet.',
  ],
  germany: [
    'In Germany the national weather service, the DWD, issues heat warnings through the NINA and DWD WarnWetter apps. The BBK’s heat advice matches the US agencies’: drink enough, stay out of the midday sun, keep rooms dark by day and air them at night.',
  ],
  sources: [SRC.readyHeat, SRC.nwsHeat, SRC.cdcHeat, SRC.readyPets, SRC.bbkGuide],
};

const POWER_OUTAGE: EventGuide = {
  slug: 'power-outage',
  title: 'Power Outages',
  eventType: 'blackout',
  summary:
    'Keep light, water, food and a way to charge phones ready, keep the fridge closed, and never run a generator or grill indoors.',
  intro:
    'Storms, heat and cold, and failures in the grid can all cut the power, for hours or for days. An outage stops more than the lights: heating and cooling, the fridge, medical devices, the water pump on a well, card payments and, after a while, the phone network. A family that has thought about each of these can sit out a long outage at home in safety.',
  before: [
    'Keep flashlights or headlamps and spare batteries where everyone can find them in the dark; skip candles, which start fires.',
    'Keep a battery or hand-crank radio, charged power banks and a car charger for phones.',
    'Store at least 1 gallon (about 3.8 L) of water per person per day for at least 3 days, and food that needs no cooking, plus a manual can opener.',
    'If someone depends on power for a medical device or refrigerated medicine, talk to the doctor now about a backup plan and tell your power company.',
    'Install carbon monoxide alarms with battery backup on every floor, and keep some cash: card readers and ATMs stop working.',
    'Learn how to open the garage door by hand.',
  ],
  during: [
    'Keep the fridge and freezer closed. A closed fridge keeps food cold for about 4 hours; a full freezer about 48 hours (24 if half full).',
    'Run a generator only outdoors, at least 20 feet (6 m) from windows, doors and vents. Never use a generator, grill, camp stove or gas oven inside to cook or heat: carbon monoxide has no smell and kills.',
    'Unplug appliances and electronics so a surge does not damage them when the power returns; leave one lamp on so you know when it does.',
    'In cold weather, gather in one room and dress in layers; in hot weather, go to a cooling centre if the home gets too hot.',
    'Report the outage to your power company, and keep away from downed lines: call 911 and treat every line as live.',
  ],
  after: [
    'Throw away perishable food (meat, fish, eggs, milk, leftovers) that has been above 40 °F (4 °C) for 2 hours or more. When in doubt, throw it out; never taste food to check it.',
    'Check refrigerated medicines: ask the pharmacist or doctor whether they are still safe.',
    'Plug appliances back in one at a time, and restock batteries, water and food.',
    'Note what was missing during the outage and add it to your kit.',
  ],
  family: [
    'Give every child their own small flashlight and show them where the spare batteries are; darkness is less frightening with a light of your own.',
    'Keep children away from generators and fuel, and make sure they know never to touch a fallen wire.',
    'Plan for baby formula and bottles that can be made without power, with stored water.',
    'Keep pets at a comfortable temperature and their water fresh; fish tanks and reptile enclosures may need a battery pump or heat pack.',
  ],
  germany: [
    GERMANY_STOCK,
    'The BBK adds: in a long outage, tap water and heating may stop too, and the emergency number may not be reachable by phone; go to the fire station or police station, where help points (Notfalltreffpunkte or Leuchttürme) are set up in many towns.',
  ],
  sources: [SRC.readyPower, SRC.foodSafety, SRC.cdcCarbonMonoxide, SRC.cdcWater, SRC.readyKit, SRC.bbkPower],
};

const EARTHQUAKE: EventGuide = {
  slug: 'earthquake',
  title: 'Earthquakes',
  eventType: 'earthquake',
  summary:
    'Secure the home before, drop, cover and hold on during, and after the shaking check for injuries, gas and damage, and expect aftershocks.',
  intro:
    'Earthquakes strike without warning, and most injuries come from falling objects and furniture and from people trying to move during the shaking. What protects a family is practised in seconds: drop, cover and hold on, done automatically by everyone. The work before the quake, fastening heavy things to the walls and packing a kit, decides how the hours after it go.',
  before: [
    'Fasten bookcases, dressers, TVs and the water heater to the walls, and keep heavy and breakable things on low shelves. Hang pictures and mirrors away from beds.',
    'Find the safe spot in each room: under a sturdy table or desk, or against an inside wall away from windows.',
    'Practise drop, cover and hold on with the whole family at least once a year.',
    'Know how to turn off the gas and water, and keep a wrench by the shut-off.',
    'Keep a home supply and go-bags: at least 1 gallon (about 3.8 L) of water per person per day for at least 3 days, food, a first aid kit, flashlights and sturdy shoes by each bed.',
  ],
  during: [
    'Drop to your hands and knees, cover your head and neck under a sturdy table (or with your arms next to an inside wall), and hold on until the shaking stops.',
    'Stay where you are: do not run outside or into another room during the shaking. Keep away from windows.',
    'In bed, stay there and cover your head and neck with a pillow.',
    'In a car, pull over away from buildings, trees, bridges and power lines, and stay inside with the seat belt on.',
    'Outdoors, move away from buildings, streetlights and wires if you can, then drop, cover and hold on.',
  ],
  after: [
    'Expect aftershocks: drop, cover and hold on again each time.',
    'Check yourselves and others for injuries and give first aid. Leave a building that is damaged.',
    'If you smell gas or hear a hiss, get everyone out, do not use switches, matches or lighters, and turn off the gas only if you know how; the gas company must turn it back on.',
    'Near the coast, go to high ground or inland as soon as the shaking stops: a tsunami can follow within minutes, before any official warning.',
    'Text rather than call, to keep lines free for emergencies, and use stairs, not lifts.',
    'Wear sturdy shoes and gloves around broken glass and debris.',
  ],
  family: [
    'Practise drop, cover and hold on with children as a game until they do it without thinking, in every room and at school.',
    'Agree where the family meets if the home is damaged, and make sure the school knows who may collect your children.',
    'Pets often hide or run after a quake: keep them on a leash or in a carrier, check them for injuries, and keep their tags and records up to date.',
    'Keep a pair of shoes and a flashlight by each child’s bed too.',
  ],
  sources: [SRC.readyEarthquakes, SRC.shakeOut, SRC.redCrossEarthquake, SRC.cdcWater, SRC.readyPets],
};

export const EVENT_GUIDES: readonly EventGuide[] = [
  HURRICANE,
  FLOOD,
  WILDFIRE,
  WINTER_STORM,
  EXTREME_HEAT,
  POWER_OUTAGE,
  EARTHQUAKE,
];

export function getEventGuide(slug: string): EventGuide | undefined {
  return EVENT_GUIDES.find((g) => g.slug === slug);
}

/** Every word a reader sees in the guide, sources aside: the search reads it, the tests count it. */
export function eventGuideText(guide: EventGuide): string {
  return [
    guide.title,
    guide.summary,
    guide.intro,
    ...guide.before,
    ...guide.during,
    ...guide.after,
    ...guide.family,
    ...(guide.germany ?? []),
  ].join('\n');
}
