/**
 * The four field guides of the knowledge hub (docs/product.md#knowledge-hub): ids, titles,
 * categories, ratings, read times, views and featured flags are docs/product.md's. The guidance follows
 * the sources named at the end of each guide (FEMA Ready.gov, American Red Cross, CDC, EPA,
 * NOAA/NWS, CISA); where the evidence is thin the text says so rather than guessing.
 */
import type { Article, GearTopicId } from './schema';

/**
 * An English article, its literal type kept (tuples as long as its sections, lines and gear), so a
 * translation is typed by it: a missing or extra line is a type error (ArticleTexts below).
 */
const english = <const A extends Article>(article: A): A => article;

const BUGOUT_BAG = english({
  id: 1,
  title: '72-Hour Bug-Out Bag Essentials',
  category: 'Emergency Prep',
  rating: 4.9,
  readTime: '8 min',
  views: '15.2k',
  excerpt:
    'One grab-and-go bag per operative, built to sustain you for 72 hours on the move: water, food, shelter, first aid, light, comms and documents. Kept mission-ready with a review every 6 months.',
  featured: true,
  gearTopic: 'bugout-bag',
  intro:
    'When an evacuation order comes, you may have minutes, not hours. A bug-out bag (a "go-bag") is a packed, ready-to-carry kit that lets every member of your squad leave at once and look after themselves for at least 72 hours, the window emergency planners use before help and services are reliably restored. It is not your whole emergency supply: your home kit covers sheltering in place, ideally for two weeks. The bag covers leaving. Build it from the checklist below, keep it light enough to carry on foot, and stage it where you can grab it on the way out the door.',
  sections: [
    {
      title: 'Mission Parameters: Bag & Load',
      lines: [
        'One bag per person. Children old enough to carry a small pack get their own; pets need food, water, leash and records packed too.',
        'Choose a comfortable backpack with a padded hip belt, so the load rides on your hips rather than your shoulders. Around 35 to 50 liters suits most adults.',
        'Keep it light enough to walk several miles. Many hikers aim for a loaded pack of no more than about 20% of body weight; do a test walk and cut what you do not need.',
        'Pack heavy items close to your back and centered; keep first aid, light, rain gear and documents in outside pockets you can reach fast.',
        'Line the main compartment with a heavy-duty trash bag or dry bags to keep everything dry.',
        'Stage the bag near an exit, brief the squad on where it is, and keep a smaller kit in your car and at work.',
      ],
    },
    {
      title: 'Water & Food',
      lines: [
        'Planning standard: one gallon of water per person per day, for drinking and sanitation (Ready.gov).',
        'Three days at that rate is about 3 gallons, roughly 25 lb per person: too heavy to carry far. Carry 2 to 3 liters, plus a way to treat more: a portable filter and purification tablets. Keep extra water in the vehicle.',
        'Most portable filters remove bacteria and protozoa but not viruses. Where water may carry sewage, as after floods, add chemical treatment or boil it. See the Water Purification guide.',
        'Pack three days of non-perishable, ready-to-eat food: energy or ration bars, nut butter, dried fruit, jerky, ready-to-eat meals. Pack what your squad will actually eat, and cover allergies and special diets.',
        'Add a compact stove and fuel, a metal pot or cup that can boil water, a spoon, and a manual can opener if you pack cans.',
        'Never run a stove in a tent, vehicle or closed room: carbon monoxide can kill without warning.',
      ],
    },
    {
      title: 'Shelter, Warmth & Clothing',
      lines: [
        'An emergency blanket or reusable emergency bivy holds body heat; a lightweight tarp and about 50 ft of cord make a rain shelter.',
        'Pack a complete change of clothes for your climate: moisture-wicking layers, a warm hat, gloves and rain gear. Cotton holds water and chills you when wet.',
        'Sturdy, broken-in footwear and two spare pairs of wool or synthetic socks. Wet, blistered feet end missions.',
        'A compact sleeping bag or quilt rated for your coldest expected night, in case you cannot reach a shelter.',
        'Work gloves and a dust mask or N95 respirator for debris, ash and smoke (Ready.gov lists a dust mask in every kit).',
      ],
    },
    {
      title: 'First Aid, Medication & Hygiene',
      lines: [
        'A first aid kit with adhesive bandages, gauze, tape, elastic wrap, antiseptic wipes, gloves and pain relievers.',
        'At least a 7-day supply of prescription medications (American Red Cross), copies of prescriptions, spare glasses or contacts, and hearing-aid batteries.',
        'If you carry a tourniquet or hemostatic gauze, learn to use it: a short Stop the Bleed class teaches bleeding control.',
        'Hygiene: hand sanitizer, soap, toothbrush, toilet paper, moist towelettes, feminine supplies, and garbage bags with plastic ties for sanitation.',
        'A written card for each person: medical conditions, allergies, medications and emergency contacts.',
      ],
    },
    {
      title: 'Light, Tools & Communication',
      lines: [
        'A headlamp plus a backup flashlight, with spare batteries.',
        'Three ways to make fire: a lighter, waterproof matches and a ferro rod, plus tinder in a waterproof bag.',
        'A multi-tool or fixed-blade knife, duct tape, a whistle to signal for help, and a wrench or pliers to turn off utilities (Ready.gov).',
        'A battery-powered or hand-crank radio that receives NOAA Weather Radio, and your phone with a charger and a charged power bank.',
        'Paper maps of your area with your evacuation routes marked, and a compass. Phones and cell networks fail in big emergencies.',
        'Lawful personal-protection items such as a personal alarm, or pepper spray where your state and city allow it.',
      ],
    },
    {
      title: 'Documents, Cash & Maintenance',
      lines: [
        'Copies of IDs, insurance policies, medical records, deed or lease and birth certificates in a waterproof pouch; an encrypted USB drive makes a compact backup.',
        'Cash in small bills: card readers and ATMs go down with power and networks.',
        'A contact card for every squad member: out-of-area contact, rally points, doctors and pharmacies.',
        'Review the bag every 6 months: rotate water and food before they expire, replace expired medications and dead batteries, and refit clothing for the season and for growing kids.',
        'Tie the review to a date you will not forget, such as the spring and fall clock changes, and restock right after every use or drill.',
      ],
    },
  ],
  recommendedGear: [
    { name: '45 L Tactical Backpack', topic: 'bugout-bag', section: 'bag-and-carrying-system' },
    { name: 'Portable Water Filter & Tablets', topic: 'bugout-bag', section: 'water-and-hydration' },
    { name: 'Emergency Bivy & Tarp', topic: 'bugout-bag', section: 'shelter-and-warmth' },
    { name: 'Trauma & First Aid Kit', topic: 'bugout-bag', section: 'first-aid-and-hygiene' },
    { name: 'Headlamp & Fire Kit', topic: 'bugout-bag', section: 'fire-and-light' },
    { name: 'Hand-Crank NOAA Weather Radio', topic: 'bugout-bag', section: 'navigation-and-communication' },
  ],
  conclusion:
    'A bug-out bag is only as good as its last inspection. Pack for 72 hours, carry what you can actually walk with, and treat water rather than trying to carry all of it. Put the bag by the door, make sure every squad member knows where it is and when to grab it, and review it every 6 months. Readiness is a routine, not a purchase.',
  sources: [
    { name: 'FEMA Ready.gov: Build a Kit', url: 'https://www.ready.gov/kit' },
    {
      name: 'American Red Cross: Survival Kit Supplies',
      url: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/survival-kit-supplies.html',
    },
    { name: 'FEMA Ready.gov: Evacuation', url: 'https://www.ready.gov/evacuation' },
    { name: 'FEMA Ready.gov: Water', url: 'https://www.ready.gov/water' },
  ],
});

const WATER = english({
  id: 2,
  title: 'Water Purification Systems Comparison',
  category: 'Water Security',
  rating: 4.8,
  readTime: '12 min',
  views: '8.7k',
  excerpt:
    'Boil, bleach, filter or purify? A field comparison of what each method removes, what it misses, and how to store a safe supply at one gallon per person per day.',
  featured: false,
  gearTopic: 'water-purification',
  intro:
    'Water is the first supply to run out and the fastest to hurt you. After floods, hurricanes, earthquakes or a water-main break, tap water may be unsafe even when it looks clear. Your squad needs two capabilities: a stored supply, and at least two independent ways to make questionable water safe. This briefing compares the main methods (boiling, chemical disinfection, filters and purifiers) on what they actually remove, so you can match your gear to the threat.',
  sections: [
    {
      title: 'Stored Supply: The Baseline',
      lines: [
        'Store one gallon of water per person per day, for drinking and sanitation (Ready.gov, CDC).',
        'Keep at least a 3-day supply for evacuation, and a 2-week supply at home if you can.',
        'Store more for hot climates, for pregnant or nursing people and anyone who is sick, and plan water for pets too.',
        'Unopened commercially bottled water is the most reliable supply; keep it sealed and observe its expiration date.',
        'If you fill your own food-grade containers, replace the water every 6 months (CDC). Do not reuse milk or juice jugs: they cannot be cleaned well enough.',
        'Store water in a cool, dark place away from fuel, pesticides and other chemicals.',
      ],
    },
    {
      title: 'Boiling: The Gold Standard',
      lines: [
        'Boiling is the surest way to kill disease-causing germs, including viruses, bacteria and parasites (CDC).',
        'If the water is cloudy, let it settle or filter it through a clean cloth, paper towel or coffee filter first.',
        'Bring the water to a rolling boil for 1 minute. At elevations above 6,500 feet (about 2,000 m), boil for 3 minutes (CDC).',
        'Let it cool, then store it in clean, sanitized containers with tight covers.',
        'Improve the flat taste by pouring it between clean containers or adding a pinch of salt per quart.',
        'Limits: boiling needs fuel and time, and it does not remove fuel, toxic chemicals or heavy metals.',
      ],
    },
    {
      title: 'Chemical Disinfection: Bleach & Tablets',
      lines: [
        'Use only regular, unscented household liquid chlorine bleach whose label says it is for disinfection or sanitization. Never scented, color-safe or bleach with added cleaners (EPA).',
        'Clear water: add 8 drops of 6% bleach, or 6 drops of 8.25% bleach, per gallon of water (CDC, EPA). Use a clean dropper.',
        'Cloudy, colored or very cold water: let it settle or filter it first, then double the dose (EPA).',
        'Stir and wait at least 30 minutes. The water should smell slightly of chlorine; if it does not, repeat the dose and wait another 15 minutes (EPA).',
        'Bleach weakens with age: use bleach that is fresh or has been stored at room temperature for less than a year (EPA).',
        'Chlorine and iodine do not reliably kill Cryptosporidium. Chlorine dioxide tablets do better but need a long contact time: follow the label exactly (CDC).',
        'Iodine is not recommended for pregnant people, people with thyroid problems or anyone sensitive to iodine.',
      ],
    },
    {
      title: 'Filters vs. Purifiers',
      lines: [
        'Filters work by pore size. An absolute pore size of 1 micron or smaller removes protozoa such as Giardia and Cryptosporidium; hollow-fiber filters around 0.1 to 0.2 micron also remove bacteria (CDC).',
        'Most portable filters do not remove viruses. Viruses matter where water may be contaminated by sewage: after floods, and in many places abroad.',
        'A "purifier" is rated to handle viruses too: for example ultrafiltration membranes with pores around 0.02 micron, or units that add chemical or UV treatment. Check what the maker says it was tested against.',
        'For full coverage, filter first to remove sediment and parasites, then disinfect to cover viruses (CDC).',
        'Activated carbon improves taste and reduces some chemicals such as chlorine, but no filter, purifier or disinfectant makes water with fuel, toxic chemicals or radioactive material safe. Find another source (CDC).',
      ],
    },
    {
      title: 'Field Comparison',
      lines: [
        'Boiling: kills bacteria, viruses and protozoa. Needs fuel, time and a pot; removes no chemicals.',
        'Household bleach: cheap and compact; kills most bacteria and viruses; weak against Cryptosporidium; 30-minute wait.',
        'Chlorine dioxide tablets: light; effective against bacteria and viruses; Cryptosporidium needs the full label contact time, which can be hours.',
        'Straw and squeeze filters: instant and chemical-free; bacteria and protozoa only. A wet hollow-fiber filter can be damaged by freezing, so keep it warm in winter.',
        'Gravity filters and purifiers: hands-free liters per hour for a squad; bulkier. Check the virus rating before relying on one after a flood.',
        'UV pens: fast on clear water against bacteria, viruses and protozoa; need charged batteries and do not work well in cloudy water.',
      ],
    },
    {
      title: 'Operational Protocol',
      lines: [
        'Layer your systems: stored water first; a gravity purifier for the household; a personal filter and tablets in every bag; a pot for boiling as the fallback.',
        'Keep "dirty" and "clean" containers separate and clearly labeled, and never let untreated water touch the clean side.',
        'Hidden water at home: your water heater tank (turn off its power or gas first), water in the pipes, and ice cubes. Never drink water from radiators, boilers, waterbeds, pools or hot tubs.',
        'Follow local boil-water advisories: local instructions override general guidance.',
        'Maintain filters as the maker says: backflush, track the volume treated, and replace cartridges on time.',
        'Practice with every system once at home, so nobody learns it under stress.',
      ],
    },
  ],
  recommendedGear: [
    { name: 'LifeStraw Family Gravity Purifier', topic: 'water-purification', product: 'lifestraw-family' },
    { name: 'LifeStraw Personal Water Filter', topic: 'water-purification', product: 'lifestraw-personal' },
    { name: 'Sawyer Squeeze Filter System', topic: 'water-purification', product: 'squeeze-filter' },
    {
      name: 'Chlorine Dioxide Purification Tablets (30-Pack)',
      topic: 'water-purification',
      product: 'chlorine-dioxide-tablets',
    },
    {
      name: 'Food-Grade Water Storage Container (7 Gal)',
      topic: 'water-purification',
      product: 'water-storage-container',
    },
  ],
  conclusion:
    'Store first, treat second, and never rely on a single method. One gallon per person per day is the planning standard; two independent ways to treat water is the minimum. Match the gear to the threat: filters for bacteria and protozoa, purifiers or disinfection for viruses, and no gadget at all for fuel or chemical contamination. When in doubt, boil.',
  sources: [
    { name: 'FEMA Ready.gov: Water', url: 'https://www.ready.gov/water' },
    {
      name: 'CDC: How to Make Water Safe in an Emergency',
      url: 'https://www.cdc.gov/water-emergency/about/index.html',
    },
    {
      name: 'CDC: How to Create and Store an Emergency Water Supply',
      url: 'https://www.cdc.gov/water-emergency/about/how-to-create-and-store-an-emergency-water-supply.html',
    },
    {
      name: 'U.S. EPA: Emergency Disinfection of Drinking Water',
      url: 'https://www.epa.gov/ground-water-and-drinking-water/emergency-disinfection-drinking-water',
    },
  ],
});

const EMP = english({
  id: 3,
  title: 'EMP Survival: Electronics Protection',
  category: 'Tech Security',
  rating: 4.9,
  readTime: '15 min',
  views: '22.1k',
  excerpt:
    'Evidence over hype: what an EMP or a severe solar storm could really do, how Faraday containers work and how to test one, and the low-cost steps that keep comms and data alive through a long outage.',
  featured: true,
  gearTopic: 'emp-protection',
  intro:
    'An electromagnetic pulse from a nuclear detonation high above the atmosphere, or a severe geomagnetic storm driven by the sun, could disrupt the power grid and electronics across a wide area. Federal agencies, including CISA and NOAA, treat both as low-probability, high-impact hazards. Much of what circulates online overstates the certainty of total collapse, and much of it overstates what consumer products can do. This briefing sticks to what is known and focuses on what you control: a household that can ride out a long power outage, plus a small, tested, shielded backup kit for communication, power and data.',
  sections: [
    {
      title: 'Threat Assessment: EMP vs. Solar Storm',
      lines: [
        'A high-altitude EMP (HEMP) comes from a nuclear weapon detonated far above the earth and could affect a very large region. No such attack has ever happened; what is known comes from 1960s tests, laboratory testing and modeling.',
        'HEMP has three parts: a very fast E1 pulse that can upset or damage electronics, an E2 pulse similar to lightning, and a slow E3 component that, like a solar storm, drives currents into long power lines.',
        'A severe geomagnetic storm mainly threatens long conductors: high-voltage transmission lines and their transformers, plus satellites, GPS accuracy and HF radio. It is not expected to damage small, unplugged devices.',
        'History: the 1859 Carrington Event disrupted telegraph systems; a March 1989 storm collapsed the Hydro-Québec grid for about nine hours; the May 2024 G5 storm, the strongest in two decades, passed without major grid failures.',
        "NOAA's Space Weather Prediction Center rates geomagnetic storms from G1 (minor) to G5 (extreme) and issues watches and warnings, often with hours to a few days of notice before a solar eruption arrives.",
      ],
    },
    {
      title: 'What the Science Says, and What It Does Not',
      lines: [
        'Equipment connected to long cables (power cords, antennas, network and phone lines) is the most exposed. Small battery-powered devices with short wiring are generally less vulnerable.',
        'There is little public test data on modern consumer electronics. Nobody can promise which phone, radio or vehicle would survive a given pulse, so plan for some losses.',
        'Limited vehicle testing reported by the congressional EMP Commission found mostly temporary malfunctions rather than permanent failures at the field levels tested. Modern vehicles differ, and that is not a guarantee.',
        'The most likely serious consequence of either event is a long, wide-area power outage, with knock-on effects on water, fuel, communications and payments (CISA). Prepare for that first.',
        'Be skeptical of any product that promises to make your home "EMP-proof" unless it publishes independent test results against a recognized standard.',
      ],
    },
    {
      title: 'Faraday Containers: How They Work',
      lines: [
        'A Faraday container is a closed conductive shell. Incoming electromagnetic energy induces currents on the outer surface instead of reaching what is inside.',
        'Continuity is everything: gaps, seams and loose lids leak. Metal-to-metal contact all the way around the lid matters more than thick walls.',
        'Practical options: a galvanized steel can with a tight lid, its seam sealed with conductive aluminum or copper tape; metallized shielding bags, nested two deep; or a purpose-built shielded box. Steel ammo cans are sturdy, but the rubber gasket breaks metal-to-metal contact unless you bridge it.',
        'Insulate the contents from the shell: wrap items in plastic, or line the container with cardboard or foam so nothing touches the metal.',
        'A portable Faraday container does not need to be grounded to shield its contents.',
        'Quick check: seal a phone inside and call it, or seal in a radio playing an FM station. If it rings or plays, the shield leaks. Silence only shows attenuation at those frequencies; it is a sanity check, not proof of EMP protection.',
        'A microwave oven is not a dependable Faraday cage: its door seal is designed for one narrow frequency band, and someone may switch it on.',
      ],
    },
    {
      title: 'What to Shield',
      lines: [
        'Communications: a spare hand-crank or battery AM/FM/NOAA weather radio, a pair of FRS two-way radios, and any amateur-radio handheld you are licensed to use.',
        'Power: a power bank, a small folding solar panel, and spare batteries stored with the devices.',
        'Light: a spare LED flashlight or headlamp.',
        'Data: an encrypted USB drive with copies of documents, contacts, maps and family photos, and a paper copy of the essentials.',
        'Medical: spares of small electronic medical devices where practical, such as a glucose meter.',
        'Tape an inventory list to the lid, and charge and check everything on your 6-month review.',
      ],
    },
    {
      title: 'Hardening the Household',
      lines: [
        'During a severe space-weather warning or an extended outage, unplug sensitive electronics and disconnect antenna and network cables. Unplugging is free and more reliable than any power strip.',
        "Surge protectors and whole-home surge protective devices help against lightning and grid switching surges; they are not designed or tested for EMP's fast E1 pulse. Have whole-home units installed by a licensed electrician.",
        'Plan for no grid power: flashlights and lanterns, a battery or solar power station, a manual can opener, cash, paper maps and printed contact lists.',
        "Keep your vehicle's fuel tank at least half full: gas station pumps need electricity. Know how to release your garage door manually (NWS).",
        'Generators run outdoors only, at least 20 feet from doors and windows, never in a garage. Install battery-powered carbon monoxide alarms.',
        'Food: a closed refrigerator keeps food cold for about 4 hours; a full freezer about 48 hours (24 if half full). Keep the doors shut (Ready.gov).',
        'If anyone depends on powered medical equipment, make a backup power plan with their doctor and your utility now.',
      ],
    },
    {
      title: 'Comms & Recovery Plan',
      lines: [
        'Agree in advance where the squad meets if phones are down, and set radio check-in times, for example 10 minutes on the hour.',
        'Keep written contact lists; every squad member carries a card.',
        'Monitor NOAA Weather Radio and AM/FM broadcast stations for official information; the broadcast alert system is built to work when the internet does not.',
        'When a severe geomagnetic storm is forecast: charge everything, fill water containers, fuel the car, and unplug what you do not need.',
        'After an event, power up communications first, conserve batteries, and check on neighbors who rely on medical devices.',
      ],
    },
  ],
  recommendedGear: [
    { name: 'Faraday Bag Set (Multi-Size)', topic: 'emp-protection', product: 'faraday-bag-set' },
    { name: 'Galvanized Steel Can Faraday Kit', topic: 'emp-protection', product: 'galvanized-can-faraday-kit' },
    { name: 'Conductive Copper Foil Tape', topic: 'emp-protection', product: 'conductive-copper-tape' },
    { name: 'Spare Hand-Crank AM/FM/NOAA Weather Radio', topic: 'emp-protection', product: 'spare-crank-radio' },
    { name: 'Foldable 60 W Solar Panel', topic: 'emp-protection', product: 'foldable-solar-panel-60w' },
  ],
  conclusion:
    'Prepare for the outage, not the apocalypse. The likeliest serious effect of an EMP or an extreme solar storm is a long, wide-area loss of power: the same outage a major storm can cause. Build that resilience first, then shield a small backup kit of comms, power, light and data in a container you have tested yourself. Ignore products that promise certainty; trust preparation you can verify.',
  sources: [
    {
      name: 'CISA: Electromagnetic Pulse and Geomagnetic Disturbance',
      url: 'https://www.cisa.gov/topics/risk-management/electromagnetic-pulse-and-geomagnetic-disturbance',
    },
    {
      name: 'NOAA Space Weather Prediction Center: Geomagnetic Storms',
      url: 'https://www.swpc.noaa.gov/phenomena/geomagnetic-storms',
    },
    { name: 'National Weather Service: Space Weather Safety', url: 'https://www.weather.gov/safety/space' },
    { name: 'FEMA Ready.gov: Power Outages', url: 'https://www.ready.gov/power-outages' },
  ],
});

const URBAN = english({
  id: 4,
  title: 'Urban Survival: City Escape Routes',
  category: 'Urban Tactics',
  rating: 4.7,
  readTime: '10 min',
  views: '11.3k',
  excerpt:
    'Bridges, tunnels and dense streets turn a city into a bottleneck. Plan primary and alternate routes, set rally points, build a comms plan that works when networks do not, and stay sharp without crossing legal lines.',
  featured: false,
  gearTopic: 'urban-survival',
  intro:
    'Cities concentrate people, traffic and chokepoints. In a large emergency, roads jam, transit stops and cell networks overload just as everyone tries to move at once. The operatives who get out, or shelter safely, are the ones who decided in advance where they would go, how they would get there and how they would find each other. This briefing covers the shelter-or-go decision, routes, rally points, communication, situational awareness and lawful self-protection in an urban environment.',
  sections: [
    {
      title: 'Shelter or Evacuate',
      lines: [
        'Leaving is not always safer. For chemical releases, some severe storms and many other hazards, officials may tell you to shelter in place. Follow official instructions.',
        'Sign up for your local emergency alerts, keep Wireless Emergency Alerts turned on in your phone settings, and keep a NOAA Weather Radio.',
        'When you are told to evacuate, go immediately. Every minute you wait, routes fill and options shrink.',
        'Shelter-in-place order for a chemical release: get inside, close windows, doors and vents, turn off ventilation, and move to an interior room with few windows.',
      ],
    },
    {
      title: 'Route Planning',
      lines: [
        'Map at least two routes out of your area, in different directions, from home, work and school. If your city has evacuation zones, know yours.',
        'Identify the chokepoints (bridges, tunnels, highway ramps, rail crossings) and a way around each one.',
        'Follow routes specified by authorities. Do not take unfamiliar shortcuts: they may be blocked or dangerous (Ready.gov).',
        'Plan to move on foot and by transit, not only by car. Know how long the walk home from work actually takes.',
        'Keep your fuel tank at least half full, and a paper map with your routes marked in your car and your bag.',
        'Drive your routes once at different times of day; note hospitals, pharmacies, gas stations and open spaces along the way.',
        'Never drive or walk into flood water: six inches of moving water can knock you down, and one foot can sweep a vehicle away (NWS).',
      ],
    },
    {
      title: 'Rally Points',
      lines: [
        'Set two meeting places: one right outside your home for sudden emergencies like a fire, and one outside your neighborhood in case you cannot return home (American Red Cross).',
        "Add an out-of-town destination, such as a friend's or relative's home or a hotel, reachable by more than one route.",
        'Choose places that are easy to find, public and accessible, such as a library, a place of worship or a park entrance, with a backup for each.',
        'Agree how long to wait and what to do if someone does not arrive: leave a dated note, move to the next point, and check in with your out-of-area contact.',
        "Know the emergency plans at your children's schools and childcare, and who is authorized to pick them up.",
      ],
    },
    {
      title: 'Communication Plan',
      lines: [
        'Pick an out-of-area contact everyone checks in with: long-distance calls and texts may connect when local lines are jammed (American Red Cross).',
        'Text instead of calling: texts need less network capacity and often get through when calls fail.',
        'Give everyone a written contact card. Few people remember numbers they only keep in their phones.',
        'Set check-in times and short, standard messages, such as "OK, at rally point 2". Short messages save battery and bandwidth.',
        'Two-way radios keep the squad in touch: FRS radios need no license; GMRS radios need an FCC license, but no exam. Expect much less range among buildings than the box claims.',
        'Keep phones charged and carry a power bank; lower screen brightness and close apps to stretch the battery.',
      ],
    },
    {
      title: 'Situational Awareness',
      lines: [
        'Stay alert and off your phone while moving. Note the exits whenever you enter a building, station or venue.',
        'Steer clear of crowds, confrontations and police activity: move away, not toward.',
        'In a building fire or after an earthquake, use the stairs, not the elevator.',
        'Dress to move: sturdy shoes and weather layers. Keep a small get-home bag at work with water, snacks, a flashlight, a dust mask, a map and walking shoes.',
        'After a disaster, watch for downed power lines, gas leaks, broken glass and damaged buildings. Stay well away from downed lines.',
        'Trust your instincts: if a place or situation feels wrong, leave early.',
      ],
    },
    {
      title: 'Lawful Self-Protection',
      lines: [
        'Your first tools are avoidance, distance and de-escalation. Leaving is almost always the best option.',
        'Call 911 as soon as it is safe. In an active-attacker incident, follow Run, Hide, Fight: get out if you can; hide and silence your phone if you cannot; fight only as a last resort when your life is in imminent danger (CISA).',
        'Non-lethal tools such as personal alarms and pepper spray can buy seconds to escape. Laws on carrying and using them vary by state and city, so check yours before you carry.',
        'Train with what you carry; inert practice canisters exist for pepper spray.',
        'At home, harden the entry points: solid-core exterior doors, long screws in strike plates, a door security bar and good exterior lighting.',
        'Never confront looters or risk your life for property. Property can be replaced; use only the force the law allows.',
      ],
    },
  ],
  recommendedGear: [
    { name: 'Waterproof Regional Road Map', topic: 'urban-survival', product: 'waterproof-regional-map' },
    { name: 'Baseplate Compass', topic: 'urban-survival', product: 'baseplate-compass' },
    { name: 'FRS Two-Way Radios (4-Pack)', topic: 'urban-survival', product: 'frs-radios-4-pack' },
    { name: 'Get-Home Bag (24 L Daypack)', topic: 'urban-survival', product: 'get-home-bag' },
    { name: 'Personal Safety Alarm', topic: 'urban-survival', product: 'personal-safety-alarm' },
  ],
  conclusion:
    'In a city, the plan beats the gear. Know when to shelter and when to go, map two ways out in different directions, fix your rally points, and make sure every squad member can reach the out-of-area contact without a working phone. Stay aware, avoid confrontation, and keep self-protection lawful. The operative who decided early moves first.',
  sources: [
    { name: 'FEMA Ready.gov: Evacuation', url: 'https://www.ready.gov/evacuation' },
    { name: 'FEMA Ready.gov: Make a Plan', url: 'https://www.ready.gov/plan' },
    {
      name: 'American Red Cross: Make a Plan',
      url: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/make-a-plan.html',
    },
    {
      name: "National Weather Service: Turn Around Don't Drown",
      url: 'https://www.weather.gov/safety/flood-turn-around-dont-drown',
    },
    {
      name: 'CISA: Active Shooter Preparedness',
      url: 'https://www.cisa.gov/topics/physical-security/active-shooter-preparedness',
    },
  ],
});

export const ARTICLES: readonly Article[] = [BUGOUT_BAG, WATER, EMP, URBAN];

/** The field guides' ids. */
export type ArticleId = 1 | 2 | 3 | 4;

type Texts<T extends readonly unknown[]> = { readonly [K in keyof T]: string };
type SectionTexts<S extends readonly { lines: readonly string[] }[]> = {
  readonly [K in keyof S]: { readonly title: string; readonly lines: Texts<S[K]['lines']> };
};

/**
 * An article's words in another language, typed by the English one: its title, category, excerpt,
 * intro, each section's title and lines (same number, same order), the recommended gear's display
 * names (same order) and the conclusion. Ids, ratings, read time, views, sources and the gear's
 * topics stay the English article's.
 */
export type ArticleText<A extends Article> = ArticleSummaryText<A> & ArticleBodyText<A>;

/** What the knowledge hub's card shows (decision 0357): loaded with the hub, one module per locale. */
export type ArticleSummaryText<A extends Article> = {
  readonly title: string;
  readonly category: string;
  readonly excerpt: string;
  readonly gear: Texts<A['recommendedGear']>;
};

/** What only the guide's page shows (decision 0357): one module per guide and locale, loaded on use. */
export type ArticleBodyText<A extends Article> = {
  readonly intro: string;
  readonly sections: SectionTexts<A['sections']>;
  readonly conclusion: string;
};

/** The English articles by id, for the types above. */
type English = {
  readonly 1: typeof BUGOUT_BAG;
  readonly 2: typeof WATER;
  readonly 3: typeof EMP;
  readonly 4: typeof URBAN;
};

/** Every field guide in one other language, whole (translations/full-texts.ts builds it for checks). */
export type ArticleTexts = { readonly [Id in ArticleId]: ArticleText<English[Id]> };

/** Every field guide's card in one other language (translations/articles.<locale>.ts). */
export type ArticleSummaryTexts = { readonly [Id in ArticleId]: ArticleSummaryText<English[Id]> };

/** Each field guide's body in one other language (translations/articles/<locale>/<id>.ts). */
export type ArticleBodyTexts = { readonly [Id in ArticleId]: ArticleBodyText<English[Id]> };

/** The gear topic ACQUIRE opens when the article is unknown (docs/product.md#knowledge-hub). */
export const DEFAULT_GEAR_TOPIC: GearTopicId = 'bugout-bag';

/** An article by numeric id; a numeric string ("2") is accepted for route params. */
export function getArticle(id: number | string): Article | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id) : Number.NaN;
  return ARTICLES.find((a) => a.id === n);
}

/** The gear topic an article's ACQUIRE buttons open, by article id 1-4; bugout-bag otherwise. */
export function gearTopicForArticle(id: number | string): GearTopicId {
  return getArticle(id)?.gearTopic ?? DEFAULT_GEAR_TOPIC;
}
