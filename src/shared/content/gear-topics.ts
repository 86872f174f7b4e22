/**
 * The gear topic pages (/gear/{topic} and /knowledge-hub/{topic}, one content source): the
 * sectioned bug-out bag page and three flat product grids (docs/product.md#gear-topic-pages). Price
 * ranges are typical street prices, not quotes; the page adds "prices may vary" unless a product
 * carries its own disclaimer.
 */
import { slugify } from '../slug';
import type { GearTopic, GearTopicProduct, GearTopicSection, SectionedGearTopic } from './schema';

interface Draft extends Omit<GearTopicProduct, 'image' | 'affiliate'> {
  /** File name under /images/gear, without ".svg". */
  image: string;
  /** Amazon search query for the affiliate link (no tag). */
  search: string;
}

const PRICES_MAY_VARY = 'Prices may vary; check current listing.';

function product({ image, search, ...rest }: Draft): GearTopicProduct {
  return { ...rest, image: `/images/gear/${image}.svg`, affiliate: { target: search } };
}

function section(title: string, drafts: Draft[]): GearTopicSection {
  return { title, slug: slugify(title), products: drafts.map(product) };
}

const BUGOUT_BAG: GearTopic = {
  id: 'bugout-bag',
  title: '72-Hour Bug-Out Bag Essentials',
  description:
    'Everything one operative needs to leave on short notice and sustain themselves for 72 hours, by mission area. Pack one bag per person, keep it by the exit, and review it every 6 months.',
  sections: [
    section('Bag & Carrying System', [
      {
        id: 'tactical-backpack-45l',
        name: '45 L Tactical Backpack with Hip Belt',
        priceRange: '$70–$140',
        rating: 4.6,
        reviewCount: 3412,
        image: 'backpack',
        features: [
          'Padded hip belt and sternum strap carry the weight on your hips',
          'Hydration sleeve and MOLLE webbing for pouches',
          'Water-resistant fabric; add a liner for real waterproofing',
        ],
        useCase: 'The main go-bag for one adult: 72 hours of supplies plus water, carried on foot.',
        search: '45l tactical backpack hip belt hydration',
      },
      {
        id: 'roll-top-dry-bags',
        name: 'Roll-Top Dry Bags (3-Pack)',
        priceRange: '$15–$30',
        rating: 4.7,
        reviewCount: 5120,
        image: 'backpack',
        features: [
          'Keep clothes, sleep gear and documents dry inside the pack',
          'Color-coded sizes make kit fast to find',
          'Double as a water carrier or wash basin',
        ],
        useCase: 'Waterproof organization inside any pack, including a child-sized one.',
        search: 'roll top dry bags 3 pack',
      },
    ]),
    section('Shelter & Warmth', [
      {
        id: 'emergency-bivy',
        name: 'Reusable Emergency Bivy Sack',
        priceRange: '$25–$45',
        rating: 4.6,
        reviewCount: 5210,
        image: 'sleeping-bag',
        features: [
          'Reflective lining returns body heat',
          'Water-resistant; packs smaller than a water bottle',
          'Tougher and reusable, unlike a single-use foil blanket',
        ],
        useCase: 'An emergency sleep system when you cannot reach a shelter.',
        search: 'reusable emergency bivy sack',
      },
      {
        id: 'ultralight-tarp',
        name: 'Ultralight Tarp with Guylines',
        priceRange: '$30–$70',
        rating: 4.5,
        reviewCount: 1870,
        image: 'tarp',
        features: [
          'Pitches as a lean-to, A-frame or ground sheet',
          'Reinforced tie-outs; guylines and stakes included',
          'Far lighter than a tent',
        ],
        useCase: 'Rain and wind protection over you and your squad.',
        search: 'ultralight camping tarp with guylines',
      },
      {
        id: 'mylar-blankets',
        name: 'Mylar Emergency Blankets (10-Pack)',
        priceRange: '$10–$15',
        rating: 4.5,
        reviewCount: 15730,
        image: 'emergency-blanket',
        features: [
          'Reflects body heat; pocket-sized',
          'Ground sheet, rain cover or signal panel',
          'Pack spares for others',
        ],
        useCase: 'Hypothermia prevention in every bag, car and first aid kit.',
        search: 'mylar emergency blankets 10 pack',
        disclaimer: PRICES_MAY_VARY,
      },
    ]),
    section('Water & Hydration', [
      {
        id: 'lifestraw-personal',
        name: 'LifeStraw Personal Water Filter',
        priceRange: '$15–$25',
        rating: 4.8,
        reviewCount: 18420,
        image: 'water-filter',
        features: [
          'Removes bacteria and protozoa',
          'No batteries or chemicals; about 2 oz',
          'Does not remove viruses: carry tablets too',
        ],
        useCase: 'Drink from a stream, tap or bottle of questionable water on the move.',
        search: 'lifestraw personal water filter',
      },
      {
        id: 'hydration-bladder-3l',
        name: '3 L Hydration Bladder',
        priceRange: '$20–$40',
        rating: 4.5,
        reviewCount: 4680,
        image: 'water-bottle',
        features: [
          'Carries about 3 liters against your back',
          'Drink on the move through the hose',
          'Wide opening for filling and cleaning',
        ],
        useCase: 'Your first-day water, carried where its weight rides best.',
        search: '3l hydration bladder',
      },
      {
        id: 'purification-tablets',
        name: 'Water Purification Tablets (Chlorine Dioxide)',
        priceRange: '$10–$20',
        rating: 4.6,
        reviewCount: 5870,
        image: 'water-tablets',
        features: [
          'Kill bacteria and viruses that filters miss',
          'Slow on Cryptosporidium: follow the label wait time',
          'Weigh almost nothing',
        ],
        useCase: 'Backup treatment, and the virus step after filtering.',
        search: 'chlorine dioxide water purification tablets',
      },
    ]),
    section('Food & Cooking', [
      {
        id: 'ration-bars',
        name: '3,600-Calorie Emergency Ration Bars',
        priceRange: '$10–$20',
        rating: 4.5,
        reviewCount: 4390,
        image: 'food-ration',
        features: [
          'Ready to eat; no water needed to prepare',
          'Long shelf life in vacuum-sealed packs',
          'Dense calories for minimum weight',
        ],
        useCase: 'Three days of no-cook calories in the space of a paperback.',
        search: '3600 calorie emergency ration bar',
      },
      {
        id: 'canister-stove-kit',
        name: 'Compact Canister Stove Kit',
        priceRange: '$25–$50',
        rating: 4.7,
        reviewCount: 6480,
        image: 'stove',
        features: [
          'Boils water for meals and for treating water',
          'Folds to pocket size; screw-on fuel canisters',
          'Outdoors only: carbon monoxide risk in tents and cars',
        ],
        useCase: 'Hot food and boiled water when the grid is down.',
        search: 'compact backpacking canister stove kit',
      },
      {
        id: 'titanium-mess-kit',
        name: 'Titanium Pot & Spork Mess Kit',
        priceRange: '$25–$45',
        rating: 4.6,
        reviewCount: 2310,
        image: 'cooking-pot',
        features: [
          'Light pot for cooking and boiling water',
          'Stove and fuel canister nest inside',
          'Spork and lid included',
        ],
        useCase: 'One pot for cooking, boiling and eating.',
        search: 'titanium pot spork mess kit',
      },
    ]),
    section('Fire & Light', [
      {
        id: 'rechargeable-headlamp',
        name: 'Rechargeable LED Headlamp',
        priceRange: '$20–$45',
        rating: 4.7,
        reviewCount: 16480,
        image: 'headlamp',
        features: [
          'Hands-free light for camp work and night movement',
          'Red mode preserves night vision',
          'USB rechargeable; carry spare power',
        ],
        useCase: 'Primary light for every operative.',
        search: 'rechargeable led headlamp red light',
      },
      {
        id: 'fire-starting-kit',
        name: 'Ferro Rod & Stormproof Matches Fire Kit',
        priceRange: '$15–$30',
        rating: 4.6,
        reviewCount: 3540,
        image: 'fire-starter',
        features: [
          'Ferro rod sparks when wet',
          'Stormproof matches burn in wind and rain',
          'Add a lighter and tinder for three ways to make fire',
        ],
        useCase: 'Warmth, cooking and boiling water when conditions are bad.',
        search: 'ferro rod stormproof matches fire starter kit',
        disclaimer: PRICES_MAY_VARY,
      },
      {
        id: 'compact-aa-flashlight',
        name: 'Compact LED Flashlight (AA)',
        priceRange: '$15–$35',
        rating: 4.6,
        reviewCount: 7210,
        image: 'flashlight',
        features: ['Runs on common AA batteries', 'Water-resistant body', 'Backup light if the headlamp fails'],
        useCase: 'A second light source on standard batteries.',
        search: 'compact led flashlight aa battery',
      },
    ]),
    section('First Aid & Hygiene', [
      {
        id: 'compact-trauma-first-aid-kit',
        name: 'Compact Trauma & First Aid Kit',
        priceRange: '$30–$60',
        rating: 4.6,
        reviewCount: 2730,
        image: 'first-aid-kit',
        features: [
          'Pressure bandage, gauze, tape, gloves and shears',
          'Everyday wound care plus bleeding control',
          'Add your prescriptions (7-day supply)',
        ],
        useCase: 'Treat cuts, blisters and serious bleeding on the move. Get trained.',
        search: 'compact trauma first aid kit',
      },
      {
        id: 'n95-respirators',
        name: 'NIOSH-Approved N95 Respirators (10-Pack)',
        priceRange: '$12–$25',
        rating: 4.6,
        reviewCount: 11250,
        image: 'mask',
        features: [
          'Filters dust, ash and smoke particles',
          'Look for the NIOSH approval marking',
          'Does not filter gases or vapors',
        ],
        useCase: 'Breathing protection in debris, smoke and crowded shelters.',
        search: 'niosh n95 respirator 10 pack',
      },
      {
        id: 'travel-hygiene-kit',
        name: 'Travel Hygiene Kit',
        priceRange: '$15–$30',
        rating: 4.4,
        reviewCount: 1290,
        image: 'hygiene-kit',
        features: [
          'Sanitizer, soap, toothbrush, wipes and toilet paper',
          'Waste bags and ties for sanitation',
          'Add feminine supplies and personal items',
        ],
        useCase: 'Keep illness out of the squad when water and toilets are scarce.',
        search: 'travel hygiene kit toiletry',
      },
    ]),
    section('Tools & Self-Defense', [
      {
        id: 'multi-tool',
        name: 'Multi-Tool with Pliers & Saw',
        priceRange: '$40–$100',
        rating: 4.8,
        reviewCount: 14320,
        image: 'multitool',
        features: [
          'Pliers, blades, saw, screwdrivers and can opener',
          'Locking tools',
          'Turns off some utility valves in a pinch',
        ],
        useCase: 'Repairs, food prep and improvising on the move.',
        search: 'multi tool with pliers and saw',
      },
      {
        id: 'paracord-550',
        name: '550 Paracord (100 ft)',
        priceRange: '$8–$15',
        rating: 4.7,
        reviewCount: 10540,
        image: 'paracord',
        features: ['Shelter lines, lashings and repairs', 'Inner strands pull out for fine work', 'Light and compact'],
        useCase: 'Rig the tarp, secure gear, replace a broken strap.',
        search: '550 paracord 100 ft',
      },
      {
        id: 'pepper-spray',
        name: 'Pepper Spray Gel (Belt Clip)',
        priceRange: '$12–$20',
        rating: 4.6,
        reviewCount: 9210,
        image: 'pepper-spray',
        features: [
          'Gel stream resists wind blowback',
          'Clip keeps it reachable, not buried in the pack',
          'Practice with an inert trainer',
        ],
        useCase: 'A non-lethal deterrent to break contact and escape.',
        search: 'pepper spray gel belt clip',
        disclaimer: 'Carry laws vary by state and city; check yours. Prices may vary; check current listing.',
      },
      {
        id: 'personal-alarm',
        name: 'Personal Safety Alarm',
        priceRange: '$10–$20',
        rating: 4.5,
        reviewCount: 12480,
        image: 'personal-alarm',
        features: [
          'Loud siren draws attention and help',
          'Built-in light',
          'Usable by every squad member, including kids',
        ],
        useCase: 'Deter, signal and summon help without confrontation.',
        search: 'personal safety alarm keychain',
      },
    ]),
    section('Navigation & Communication', [
      {
        id: 'crank-weather-radio',
        name: 'Hand-Crank AM/FM/NOAA Weather Radio',
        priceRange: '$30–$60',
        rating: 4.6,
        reviewCount: 13670,
        image: 'radio',
        features: [
          'NOAA Weather Radio for official alerts',
          'Crank, solar and battery power',
          'USB output tops up a phone',
        ],
        useCase: 'Hear evacuation orders and updates when cell service is down.',
        search: 'hand crank am fm noaa weather radio',
      },
      {
        id: 'baseplate-compass',
        name: 'Baseplate Compass',
        priceRange: '$15–$35',
        rating: 4.7,
        reviewCount: 6230,
        image: 'compass',
        features: [
          'Works with no battery, signal or satellite',
          'Clear baseplate for map work',
          'Learn to use it with your local map before you need it',
        ],
        useCase: 'Navigation when GPS and phones fail.',
        search: 'baseplate compass map navigation',
      },
      {
        id: 'waterproof-regional-map',
        name: 'Waterproof Regional Road Map',
        priceRange: '$10–$25',
        rating: 4.6,
        reviewCount: 980,
        image: 'map',
        features: [
          'Tear- and water-resistant',
          'Mark your evacuation routes and rally points',
          'Shows alternates when the main road is closed',
        ],
        useCase: 'Your planned routes, on paper.',
        search: 'waterproof state road map',
      },
      {
        id: 'frs-radios-pair',
        name: 'FRS Two-Way Radios (Pair)',
        priceRange: '$30–$60',
        rating: 4.4,
        reviewCount: 8940,
        image: 'two-way-radio',
        features: [
          'FRS channels need no license',
          'Keeps the squad in contact when cell networks jam',
          'Real range is often far below the box claim',
        ],
        useCase: 'Short-range squad comms on the move and at rally points.',
        search: 'frs two way radios pair',
      },
      {
        id: 'power-bank-10000',
        name: '10,000 mAh Power Bank',
        priceRange: '$20–$40',
        rating: 4.7,
        reviewCount: 21340,
        image: 'power-bank',
        features: [
          'Two or more full phone charges',
          'Small enough for a hip-belt pocket',
          'Charge it on your 6-month review',
        ],
        useCase: 'Keeps the phone, headlamp and radio running for days.',
        search: '10000mah power bank',
      },
    ]),
  ],
};

const WATER_PURIFICATION: GearTopic = {
  id: 'water-purification',
  title: 'LifeStraw Family & Portable Filters',
  description:
    'Filters, purifiers and chemical treatment to make questionable water safe. Filters stop bacteria and protozoa; purifiers and disinfection also handle viruses; nothing here removes fuel or chemicals.',
  products: [
    product({
      id: 'lifestraw-family',
      name: 'LifeStraw Family Gravity Purifier',
      priceRange: '$70–$110',
      rating: 4.7,
      reviewCount: 2960,
      image: 'gravity-filter',
      features: [
        'Ultrafiltration membrane rated by the maker to remove bacteria, protozoa and viruses',
        'No power or chemicals: fill the top, gravity does the work',
        'Treats water for a whole household',
      ],
      useCase: 'Home and shelter-in-place purifier for a family, including after floods when viruses are a risk.',
      search: 'lifestraw family gravity water purifier',
      disclaimer: PRICES_MAY_VARY,
    }),
    product({
      id: 'lifestraw-personal',
      name: 'LifeStraw Personal Water Filter',
      priceRange: '$15–$25',
      rating: 4.8,
      reviewCount: 18420,
      image: 'water-filter',
      features: [
        '0.2-micron hollow-fiber membrane removes bacteria and protozoa',
        'Drink straight from a source or a bottle',
        'Does not remove viruses or chemicals: pair with tablets',
      ],
      useCase: 'A light personal filter for every bug-out bag.',
      search: 'lifestraw personal water filter',
    }),
    product({
      id: 'squeeze-filter',
      name: 'Sawyer Squeeze Filter System',
      priceRange: '$35–$50',
      rating: 4.7,
      reviewCount: 12960,
      image: 'water-filter',
      features: [
        '0.1-micron absolute hollow-fiber filter',
        'Threads onto pouches and bottles, or inline on a hydration hose',
        'Backflush to restore flow; protect from freezing once wet',
      ],
      useCase: 'Fast personal or small-team filtering into clean bottles.',
      search: 'sawyer squeeze water filter system',
    }),
    product({
      id: 'gravity-filter-4l',
      name: 'Gravity Filter System (4 L)',
      priceRange: '$90–$130',
      rating: 4.6,
      reviewCount: 1740,
      image: 'gravity-filter',
      features: [
        'Separate dirty and clean reservoirs keep treated water clean',
        'Hands-free: filters while you set up camp',
        'Hollow-fiber filter for bacteria and protozoa, not viruses',
      ],
      useCase: 'Water for a squad at a camp or rally point.',
      search: 'gravity water filter system 4 liter',
    }),
    product({
      id: 'uv-purifier-pen',
      name: 'UV Water Purifier Pen',
      priceRange: '$60–$100',
      rating: 4.3,
      reviewCount: 2180,
      image: 'water-bottle',
      features: [
        'UV-C light inactivates bacteria, viruses and protozoa in clear water',
        'Treats a liter in about a minute and a half (per maker)',
        'Needs charged batteries; ineffective in cloudy water, so prefilter',
      ],
      useCase: 'Fast treatment of clear tap or bottled water of doubtful safety, such as when traveling.',
      search: 'uv water purifier pen',
    }),
    product({
      id: 'chlorine-dioxide-tablets',
      name: 'Chlorine Dioxide Purification Tablets (30-Pack)',
      priceRange: '$10–$20',
      rating: 4.6,
      reviewCount: 5870,
      image: 'water-tablets',
      features: [
        'Kill bacteria and viruses; better than chlorine against Cryptosporidium, but slow',
        'Wait the full contact time on the label, which can be hours for Cryptosporidium',
        'Tiny, light backup for any filter',
      ],
      useCase: 'The virus step after a filter, and a backup when a filter fails or freezes.',
      search: 'chlorine dioxide water purification tablets',
    }),
    product({
      id: 'water-storage-container',
      name: 'Food-Grade Water Storage Container (7 Gal)',
      priceRange: '$20–$35',
      rating: 4.6,
      reviewCount: 7315,
      image: 'water-container',
      features: [
        'Food-grade, BPA-free plastic with a spigot',
        'One person for a week at one gallon per day',
        'Refill self-stored water every 6 months',
      ],
      useCase: 'Stored water first; treatment second.',
      search: 'food grade water storage container 7 gallon',
    }),
  ],
};

const EMP_PROTECTION: GearTopic = {
  id: 'emp-protection',
  title: 'Faraday Cage & EMP Shield',
  description:
    'Shielded storage for a backup kit of radios, power, light and data, plus surge protection for the house. Realistic protection, tested by you, with no miracle claims.',
  products: [
    product({
      id: 'faraday-bag-set',
      name: 'Faraday Bag Set (Multi-Size)',
      priceRange: '$30–$60',
      rating: 4.5,
      reviewCount: 2840,
      image: 'faraday-bag',
      features: [
        'Metallized shielding fabric with roll-and-seal closures',
        'Nest two bags for more attenuation',
        'Test it: a phone sealed inside should not ring',
      ],
      useCase: 'Phones, handheld radios, USB drives and small electronics in your backup kit.',
      search: 'faraday bag set multi size',
    }),
    product({
      id: 'galvanized-can-faraday-kit',
      name: 'Galvanized Steel Can Faraday Kit',
      priceRange: '$35–$60',
      rating: 4.4,
      reviewCount: 1160,
      image: 'faraday-can',
      features: [
        'Tight-fitting steel lid; seal the seam with conductive tape',
        'Line it with cardboard so nothing touches the metal',
        'Room for radios, lights, power banks and batteries',
      ],
      useCase: 'A larger shielded cache for the squad backup kit.',
      search: 'galvanized steel trash can with lid 10 gallon',
      disclaimer:
        'Shielding depends on your build; test it before you trust it. Prices may vary; check current listing.',
    }),
    product({
      id: 'conductive-copper-tape',
      name: 'Conductive Copper Foil Tape',
      priceRange: '$10–$20',
      rating: 4.6,
      reviewCount: 3920,
      image: 'duct-tape',
      features: [
        'Conductive adhesive bridges lid seams and gaps',
        'Improves metal-to-metal contact on cans and boxes',
        'Also repairs small holes in shielding bags',
      ],
      useCase: 'Closing the gaps that let energy leak into a Faraday container.',
      search: 'conductive copper foil tape',
    }),
    product({
      id: 'whole-home-surge-protector',
      name: 'Whole-Home Surge Protective Device',
      priceRange: '$80–$250',
      rating: 4.6,
      reviewCount: 1450,
      image: 'surge-protector',
      features: [
        'Mounts at the main electrical panel',
        'Protects against lightning and grid switching surges',
        'Not rated for an EMP pulse: unplugging is still your best move',
      ],
      useCase: 'Everyday protection for appliances and electronics from surges on the line.',
      search: 'whole home surge protective device type 2',
      disclaimer:
        'Have a licensed electrician install it. Surge protection is not EMP protection. Prices may vary; check current listing.',
    }),
    product({
      id: 'spare-crank-radio',
      name: 'Spare Hand-Crank AM/FM/NOAA Weather Radio',
      priceRange: '$30–$60',
      rating: 4.6,
      reviewCount: 13670,
      image: 'radio',
      features: [
        'A second radio to keep sealed in the Faraday container',
        'Crank, solar and battery power',
        'NOAA Weather Radio and AM broadcast bands',
      ],
      useCase: 'A protected backup for hearing broadcasts if your everyday radio fails.',
      search: 'hand crank am fm noaa weather radio',
    }),
    product({
      id: 'foldable-solar-panel-60w',
      name: 'Foldable 60 W Solar Panel',
      priceRange: '$90–$160',
      rating: 4.5,
      reviewCount: 2760,
      image: 'solar-panel',
      features: [
        'USB outputs charge power banks, radios and lights directly',
        'Folds flat to store with the backup kit',
        'Output drops sharply in shade and overcast weather',
      ],
      useCase: 'Recharging shielded electronics with no grid and no fuel.',
      search: 'foldable 60w solar panel usb',
    }),
  ],
};

const URBAN_SURVIVAL: GearTopic = {
  id: 'urban-survival',
  title: 'Urban Survival Tools & Navigation',
  description:
    'Get-home and city-escape gear: paper navigation, squad comms, light, breathing protection and lawful personal safety tools.',
  products: [
    product({
      id: 'get-home-bag',
      name: 'Get-Home Bag (24 L Daypack)',
      priceRange: '$40–$80',
      rating: 4.5,
      reviewCount: 2410,
      image: 'backpack',
      features: [
        'Low-profile daypack for work or the car',
        'Room for water, snacks, light, map, mask and walking shoes',
        'Grey colors draw less attention in a crowd',
      ],
      useCase: 'Getting home on foot when transit stops and roads jam.',
      search: '24l everyday daypack backpack',
    }),
    product({
      id: 'waterproof-regional-map',
      name: 'Waterproof Regional Road Map',
      priceRange: '$10–$25',
      rating: 4.6,
      reviewCount: 980,
      image: 'map',
      features: [
        'Works when GPS and cell networks fail',
        'Mark primary and alternate routes and rally points',
        'Tear- and water-resistant',
      ],
      useCase: 'Route planning and navigation for an evacuation.',
      search: 'waterproof state road map',
    }),
    product({
      id: 'baseplate-compass',
      name: 'Baseplate Compass',
      priceRange: '$15–$35',
      rating: 4.7,
      reviewCount: 6230,
      image: 'compass',
      features: [
        'No battery, no signal needed',
        'Clear baseplate for map work',
        'Keeps direction when smoke or darkness hides landmarks',
      ],
      useCase: 'Holding a bearing through unfamiliar streets or parks.',
      search: 'baseplate compass map navigation',
    }),
    product({
      id: 'frs-radios-4-pack',
      name: 'FRS Two-Way Radios (4-Pack)',
      priceRange: '$40–$80',
      rating: 4.4,
      reviewCount: 8940,
      image: 'two-way-radio',
      features: [
        'FRS channels need no license',
        'Buildings cut range: expect well under the box claim in a city',
        'Rechargeable, with AA backup on many models',
      ],
      useCase: 'Squad contact across a neighborhood when cell networks jam.',
      search: 'frs two way radios 4 pack rechargeable',
    }),
    product({
      id: 'tactical-flashlight',
      name: 'Tactical LED Flashlight (Rechargeable)',
      priceRange: '$25–$60',
      rating: 4.7,
      reviewCount: 8840,
      image: 'flashlight',
      features: [
        'Bright beam for dark stairwells and streets',
        'Strobe mode for signaling',
        'Tail switch for one-handed use',
      ],
      useCase: 'Moving through blacked-out buildings and transit.',
      search: 'tactical led flashlight rechargeable',
    }),
    product({
      id: 'n95-respirators',
      name: 'NIOSH-Approved N95 Respirators (20-Pack)',
      priceRange: '$15–$30',
      rating: 4.6,
      reviewCount: 11250,
      image: 'mask',
      features: [
        'Filters dust, ash and smoke particles',
        'Look for the NIOSH approval marking',
        'Does not filter gases or vapors',
      ],
      useCase: 'Dust from collapsed structures and smoke from fires.',
      search: 'niosh approved n95 respirator 20 pack',
    }),
    product({
      id: 'personal-safety-alarm',
      name: 'Personal Safety Alarm',
      priceRange: '$10–$20',
      rating: 4.5,
      reviewCount: 12480,
      image: 'personal-alarm',
      features: [
        'Pull-pin siren draws attention and help',
        'Clips to a bag or keys',
        'No permit needed in most places',
      ],
      useCase: 'Deter and signal without confrontation.',
      search: 'personal safety alarm keychain',
    }),
    product({
      id: 'pepper-spray-gel',
      name: 'Pepper Spray Gel (Belt Clip)',
      priceRange: '$12–$20',
      rating: 4.6,
      reviewCount: 9210,
      image: 'pepper-spray',
      features: [
        'Gel stream resists wind blowback',
        'Buys seconds to break contact and leave',
        'Practice with an inert trainer',
      ],
      useCase: 'A lawful, non-lethal last resort to escape an attacker.',
      search: 'pepper spray gel belt clip',
      disclaimer: 'Carry laws vary by state and city; check yours. Prices may vary; check current listing.',
    }),
  ],
};

export const GEAR_TOPICS: readonly GearTopic[] = [BUGOUT_BAG, WATER_PURIFICATION, EMP_PROTECTION, URBAN_SURVIVAL];

export function getGearTopic(id: string): GearTopic | undefined {
  return GEAR_TOPICS.find((t) => t.id === id);
}

export function isSectionedTopic(topic: GearTopic): topic is SectionedGearTopic {
  return 'sections' in topic;
}

/** Every product of a topic, in page order. */
export function topicProducts(topic: GearTopic): GearTopicProduct[] {
  return isSectionedTopic(topic) ? topic.sections.flatMap((s) => s.products) : topic.products;
}
