/**
 * The gear vault: six categories and their product cards (/gear-vault, /gear-vault/{category}).
 * Prices are text ranges ("Around $120"), ratings and review counts are static display values
 * (docs/product.md#gear-vault). Product names describe common product types; a brand appears only
 * where the product type is widely known by it. Features stay factual: what the item does, and
 * where it matters, what it does not do.
 */
import { slugify } from '../slug';
import type { GearCategory, GearCategorySlug, GearProduct } from './schema';

const category = (name: string, description: string, icon: string): GearCategory => {
  const slug = slugify(name) as GearCategorySlug;
  return { slug, name, description, icon, image: `/images/categories/${slug}.svg` };
};

export const GEAR_CATEGORIES: readonly GearCategory[] = [
  category(
    'Food & Water',
    'Water storage, filters and purification, long-shelf-life rations and field cooking. Water first: one gallon per person per day.',
    'Droplets',
  ),
  category(
    'Shelter',
    'Emergency bivies, blankets, tarps, tents, sleeping bags and rain gear to hold body heat and stay dry.',
    'Tent',
  ),
  category(
    'Medical',
    'First aid and trauma supplies, respirators and hygiene gear. Pair every kit with training.',
    'HeartPulse',
  ),
  category(
    'Tools',
    'Multi-tools, knives, cordage, utility shut-off tools, fire extinguishers and field repair kit.',
    'Wrench',
  ),
  category(
    'Defense',
    'Lawful, defensive gear: deterrent sprays, personal alarms, door security and lighting. Avoid, deter, escape.',
    'Shield',
  ),
  category(
    'Power',
    'Radios, power banks, solar panels, power stations, lighting and carbon monoxide alarms for grid-down operations.',
    'Zap',
  ),
];

interface Draft extends Omit<GearProduct, 'category' | 'image' | 'inStock' | 'affiliate'> {
  /** File name under /images/gear, without ".svg". */
  image: string;
  /** Amazon search query for the affiliate link (no tag). */
  search: string;
  inStock?: boolean;
}

function inCategory(slug: GearCategorySlug, drafts: Draft[]): GearProduct[] {
  return drafts.map(({ image, search, inStock = true, ...rest }) => ({
    ...rest,
    category: slug,
    image: `/images/gear/${image}.svg`,
    inStock,
    affiliate: { target: search },
  }));
}

const FOOD_AND_WATER = inCategory('food-and-water', [
  {
    id: 'lifestraw-personal-water-filter',
    name: 'LifeStraw Personal Water Filter',
    priceText: 'Around $20',
    rating: 4.8,
    reviews: 18420,
    image: 'water-filter',
    features: [
      'Hollow-fiber membrane removes bacteria and protozoa',
      'No batteries, chemicals or moving parts; about 2 oz',
      'Does not remove viruses or chemicals: pair with purification tablets',
    ],
    priority: 'critical',
    search: 'lifestraw personal water filter',
  },
  {
    id: 'squeeze-water-filter-system',
    name: 'Sawyer Squeeze Water Filter System',
    priceText: 'Around $40',
    rating: 4.7,
    reviews: 12960,
    image: 'water-filter',
    features: [
      '0.1-micron hollow-fiber filter for bacteria and protozoa',
      'Threads onto pouches and standard bottles, or inline on a hydration hose',
      'Backflush to restore flow; keep it from freezing once wet',
    ],
    priority: 'critical',
    search: 'sawyer squeeze water filter system',
  },
  {
    id: 'water-storage-container-7-gallon',
    name: 'Food-Grade Water Storage Container, 7 Gallon',
    priceText: 'Around $30',
    rating: 4.6,
    reviews: 7315,
    image: 'water-container',
    features: [
      'Food-grade, BPA-free plastic with a spigot cap',
      'Holds a 7-day supply for one person at one gallon a day',
      'Refill self-stored water every 6 months',
    ],
    priority: 'critical',
    search: 'food grade water storage container 7 gallon',
  },
  {
    id: 'emergency-drinking-water-pouches',
    name: 'Emergency Drinking Water Pouches (4.2 oz, 64-Pack)',
    priceText: 'Around $45',
    rating: 4.5,
    reviews: 2140,
    image: 'water-bottle',
    features: [
      'Sealed single-serving pouches with a multi-year shelf life',
      'Pack flat into bags, cars and desk drawers',
      'A backup, not a supply: 64 pouches is about 2 gallons',
    ],
    priority: 'high',
    search: 'emergency drinking water pouches',
  },
  {
    id: 'chlorine-dioxide-purification-tablets',
    name: 'Chlorine Dioxide Water Purification Tablets (30-Pack)',
    priceText: 'Around $15',
    rating: 4.6,
    reviews: 5870,
    image: 'water-tablets',
    features: [
      'Kills bacteria and viruses; needs longer contact time for Cryptosporidium',
      'Individually sealed, weighs almost nothing',
      'Follow the label dose and wait time exactly',
    ],
    inStock: false,
    priority: 'high',
    search: 'chlorine dioxide water purification tablets',
  },
  {
    id: 'emergency-ration-bars-3600',
    name: 'Emergency Food Ration Bars (3,600 Calories, 6-Pack)',
    priceText: 'Around $50',
    rating: 4.5,
    reviews: 4390,
    image: 'food-ration',
    features: [
      'Ready to eat: no cooking and no water needed to prepare',
      'Long shelf life in sealed, vacuum-packed blocks',
      'Compact calories for go-bags and vehicle kits',
    ],
    priority: 'high',
    search: 'emergency food ration bars 3600 calorie',
  },
  {
    id: 'freeze-dried-food-bucket',
    name: 'Freeze-Dried Emergency Food Bucket (2-Week Supply)',
    priceText: 'Around $150',
    rating: 4.4,
    reviews: 3125,
    image: 'food-bucket',
    features: [
      'Long-term storage meals in a stackable, sealed bucket',
      'Add hot water and wait; plan the water and fuel it needs',
      'Check calories per day on the label: some "servings" are small',
    ],
    priority: 'medium',
    search: 'freeze dried emergency food bucket 2 week supply',
  },
  {
    id: 'canister-backpacking-stove',
    name: 'Compact Canister Backpacking Stove',
    priceText: 'Around $35',
    rating: 4.7,
    reviews: 6480,
    image: 'stove',
    features: [
      'Boils water for cooking and for treating water',
      'Folds to pocket size; runs on standard screw-on canisters',
      'Outdoors only: never in a tent, car or closed room',
    ],
    priority: 'medium',
    search: 'compact canister backpacking stove',
  },
]);

const SHELTER = inCategory('shelter', [
  {
    id: 'reusable-emergency-bivy',
    name: 'Reusable Emergency Bivy Sack',
    priceText: 'Around $35',
    rating: 4.6,
    reviews: 5210,
    image: 'sleeping-bag',
    features: [
      'Reflective lining returns body heat',
      'Water-resistant shell; packs smaller than a water bottle',
      'Breathable models reduce condensation inside',
    ],
    priority: 'critical',
    search: 'reusable emergency bivy sack',
  },
  {
    id: 'mylar-emergency-blankets-10',
    name: 'Mylar Emergency Blankets (10-Pack)',
    priceText: 'Around $12',
    rating: 4.5,
    reviews: 15730,
    image: 'emergency-blanket',
    features: [
      'Reflects body heat back to the user',
      'Pocket-sized; one for every bag, car and first aid kit',
      'Doubles as a ground sheet, rain cover or signal panel',
    ],
    priority: 'critical',
    search: 'mylar emergency blankets 10 pack',
  },
  {
    id: 'ripstop-tarp-10x10',
    name: 'Waterproof Ripstop Tarp, 10 × 10 ft',
    priceText: 'Around $40',
    rating: 4.6,
    reviews: 2980,
    image: 'tarp',
    features: [
      'Reinforced tie-out points for many shelter pitches',
      'Lighter and more versatile than a tent',
      'Covers a damaged roof or window in a pinch',
    ],
    priority: 'high',
    search: 'waterproof ripstop tarp 10x10',
  },
  {
    id: 'three-season-sleeping-bag',
    name: '3-Season Compressible Sleeping Bag (30°F)',
    priceText: 'Around $70',
    rating: 4.5,
    reviews: 4105,
    image: 'sleeping-bag',
    features: [
      'Synthetic fill keeps some warmth when damp',
      'Compresses into a stuff sack for carrying',
      'Check the comfort rating, not just the lower limit rating',
    ],
    priority: 'high',
    search: '30 degree compressible sleeping bag',
  },
  {
    id: 'two-person-backpacking-tent',
    name: 'Lightweight 2-Person Backpacking Tent',
    priceText: 'Around $150',
    rating: 4.6,
    reviews: 3360,
    image: 'tent',
    features: [
      'Full rain fly and bathtub floor',
      'Freestanding; pitches in a few minutes once practiced',
      'Practice pitching it at home before you need it',
    ],
    inStock: false,
    priority: 'medium',
    search: 'lightweight 2 person backpacking tent',
  },
  {
    id: 'heavy-duty-rain-poncho',
    name: 'Heavy-Duty Rain Poncho with Hood',
    priceText: 'Around $25',
    rating: 4.4,
    reviews: 2650,
    image: 'poncho',
    features: [
      'Covers you and your pack',
      'Snaps and grommets convert it to a small shelter',
      'Staying dry is staying warm',
    ],
    priority: 'medium',
    search: 'heavy duty rain poncho with hood',
  },
  {
    id: 'shelter-in-place-sheeting-kit',
    name: 'Shelter-in-Place Kit: Plastic Sheeting & Duct Tape',
    priceText: 'Around $30',
    rating: 4.3,
    reviews: 860,
    image: 'duct-tape',
    features: [
      'Seals windows, doors and vents when officials say to shelter in place',
      'Pre-cut sheeting saves time under pressure',
      'Also patches broken windows and leaking roofs',
    ],
    priority: 'medium',
    search: 'plastic sheeting and duct tape shelter in place kit',
  },
]);

const MEDICAL = inCategory('medical', [
  {
    id: 'family-first-aid-kit',
    name: 'Family First Aid Kit (200+ Pieces)',
    priceText: 'Around $35',
    rating: 4.7,
    reviews: 9840,
    image: 'first-aid-kit',
    features: [
      'Bandages, gauze, tape, wraps, antiseptic wipes and gloves',
      'Organized, labeled compartments',
      'Add your own prescriptions and a 7-day medication supply',
    ],
    priority: 'critical',
    search: 'family first aid kit 200 pieces',
  },
  {
    id: 'ifak-trauma-kit',
    name: 'Individual First Aid Kit (IFAK) with Trauma Supplies',
    priceText: 'Around $60',
    rating: 4.6,
    reviews: 2730,
    image: 'first-aid-kit',
    features: [
      'Pressure bandage, compressed gauze, gloves and trauma shears',
      'Belt or MOLLE pouch keeps it on you, not buried in a bag',
      'Take a Stop the Bleed class to use it well',
    ],
    priority: 'high',
    search: 'ifak trauma first aid kit',
  },
  {
    id: 'windlass-tourniquet',
    name: 'Windlass Tourniquet (CoTCCC-Recommended Model)',
    priceText: 'Around $30',
    rating: 4.8,
    reviews: 6120,
    image: 'tourniquet',
    features: [
      'Stops life-threatening bleeding from an arm or leg',
      'Buy from an authorized seller: counterfeits exist',
      'Train before you carry it',
    ],
    priority: 'high',
    search: 'cotccc recommended windlass tourniquet',
  },
  {
    id: 'n95-respirators-20',
    name: 'NIOSH-Approved N95 Respirators (20-Pack)',
    priceText: 'Around $25',
    rating: 4.6,
    reviews: 11250,
    image: 'mask',
    features: [
      'Filters dust, smoke particles and airborne debris',
      'Check for the NIOSH approval marking on each mask',
      'Does not filter gases or vapors',
    ],
    priority: 'high',
    search: 'niosh approved n95 respirator 20 pack',
  },
  {
    id: 'hygiene-sanitation-kit',
    name: 'Hygiene & Sanitation Kit',
    priceText: 'Around $25',
    rating: 4.4,
    reviews: 1290,
    image: 'hygiene-kit',
    features: [
      'Hand sanitizer, soap, wipes and toilet paper',
      'Heavy-duty waste bags and ties for when toilets fail',
      'Clean hands prevent the illnesses that follow disasters',
    ],
    priority: 'medium',
    search: 'emergency hygiene sanitation kit',
  },
  {
    id: 'thermometer-pulse-oximeter-set',
    name: 'Digital Thermometer & Pulse Oximeter Set',
    priceText: 'Around $35',
    rating: 4.5,
    reviews: 3840,
    image: 'first-aid-kit',
    features: [
      'Track fever and blood oxygen when a clinic is out of reach',
      'Battery powered; pack spare batteries',
      'Readings inform, not replace, medical advice',
    ],
    inStock: false,
    priority: 'medium',
    search: 'digital thermometer pulse oximeter set',
  },
  {
    id: 'waterproof-medication-organizer',
    name: 'Waterproof Medication Organizer',
    priceText: 'Around $15',
    rating: 4.4,
    reviews: 2210,
    image: 'hygiene-kit',
    features: [
      'Keeps a 7-day supply of medications dry and sorted',
      'Room for a written medication and allergy list',
      'Rotate contents on your 6-month review',
    ],
    priority: 'medium',
    search: 'waterproof medication organizer travel',
  },
]);

const TOOLS = inCategory('tools', [
  {
    id: 'stainless-multi-tool',
    name: 'Stainless Multi-Tool with Pliers',
    priceText: 'Around $60',
    rating: 4.8,
    reviews: 14320,
    image: 'multitool',
    features: [
      'Pliers, wire cutters, blades, screwdrivers and can opener',
      'Locking tools for safer use',
      'One tool that covers most field repairs',
    ],
    priority: 'critical',
    search: 'stainless steel multi tool with pliers',
  },
  {
    id: 'gas-water-shutoff-tool',
    name: 'Gas & Water Utility Shut-Off Tool',
    priceText: 'Around $15',
    rating: 4.6,
    reviews: 3970,
    image: 'gas-wrench',
    features: [
      'Turns common gas meter valves and household water main valves',
      'Shut off gas only if you smell gas or officials tell you to',
      'Once gas is off, a professional must turn it back on',
    ],
    priority: 'critical',
    search: 'emergency gas and water shut off tool',
  },
  {
    id: 'fixed-blade-survival-knife',
    name: 'Fixed-Blade Survival Knife (Full Tang)',
    priceText: 'Around $40',
    rating: 4.7,
    reviews: 8760,
    image: 'knife',
    features: [
      'Full-tang blade for cutting, carving and splitting kindling',
      'Sheath with belt loop',
      'Check local knife laws for blade length',
    ],
    priority: 'high',
    search: 'fixed blade survival knife full tang',
  },
  {
    id: 'paracord-550-100ft',
    name: '550 Paracord, 100 ft',
    priceText: 'Around $12',
    rating: 4.7,
    reviews: 10540,
    image: 'paracord',
    features: [
      'Rated around 550 lb; inner strands pull out for fine work',
      'Shelter lines, lashings, repairs and gear ties',
      'Melt cut ends to stop fraying',
    ],
    priority: 'high',
    search: '550 paracord 100 ft',
  },
  {
    id: 'abc-fire-extinguisher',
    name: 'ABC Home Fire Extinguisher (UL-Listed)',
    priceText: 'Around $45',
    rating: 4.7,
    reviews: 7120,
    image: 'fire-extinguisher',
    features: [
      'Rated for ordinary combustibles, flammable liquids and electrical fires',
      'Check the pressure gauge on your 6-month review',
      'Learn PASS: pull, aim, squeeze, sweep',
    ],
    priority: 'high',
    search: 'abc home fire extinguisher ul listed',
  },
  {
    id: 'leather-work-gloves',
    name: 'Leather Work Gloves',
    priceText: 'Around $20',
    rating: 4.6,
    reviews: 4620,
    image: 'gloves',
    features: [
      'Protect hands from glass, nails and splinters in debris',
      'Reinforced palms for rope, tools and firewood',
      'One pair per squad member, in every kit',
    ],
    priority: 'high',
    search: 'leather work gloves reinforced palm',
  },
  {
    id: 'folding-shovel',
    name: 'Compact Folding Shovel',
    priceText: 'Around $35',
    rating: 4.5,
    reviews: 2890,
    image: 'shovel',
    features: [
      'Digs, chops and clears snow or debris',
      'Folds to fit a vehicle kit',
      'Locking head for shovel or pick position',
    ],
    priority: 'medium',
    search: 'compact folding shovel',
  },
  {
    id: 'heavy-duty-duct-tape',
    name: 'Heavy-Duty Duct Tape (3-Roll Pack)',
    priceText: 'Around $20',
    rating: 4.7,
    reviews: 5630,
    image: 'duct-tape',
    features: [
      'Seals, patches and splints in minutes',
      'Wrap a few feet around a bottle to save space',
      'Pairs with plastic sheeting for shelter in place',
    ],
    priority: 'medium',
    search: 'heavy duty duct tape 3 pack',
  },
  {
    id: 'flat-pry-bar',
    name: 'Flat Pry Bar, 15 in',
    priceText: 'Around $20',
    rating: 4.6,
    reviews: 1980,
    image: 'pry-bar',
    features: [
      'Opens jammed doors and clears debris after an earthquake',
      'Forged steel with a nail slot',
      'Light enough for a vehicle kit',
    ],
    priority: 'low',
    search: 'flat pry bar 15 inch',
  },
]);

const DEFENSE = inCategory('defense', [
  {
    id: 'pepper-spray-gel',
    name: 'Pepper Spray Gel with Belt Clip',
    priceText: 'Around $15',
    rating: 4.6,
    reviews: 9210,
    image: 'pepper-spray',
    features: [
      'Gel stream is less prone to wind blowback than a mist',
      'Practice with an inert trainer canister',
      'Laws vary: check your state and city before you carry',
    ],
    priority: 'high',
    search: 'pepper spray gel with belt clip',
  },
  {
    id: 'personal-safety-alarm',
    name: 'Personal Safety Alarm (130 dB)',
    priceText: 'Around $15',
    rating: 4.5,
    reviews: 12480,
    image: 'personal-alarm',
    features: [
      'Pull-pin siren draws attention and helps you break away',
      'Built-in LED light; clips to a bag or keys',
      'No permit needed in most places; anyone in the squad can use one',
    ],
    priority: 'high',
    search: 'personal safety alarm 130db',
  },
  {
    id: 'door-security-bar',
    name: 'Portable Door Security Bar',
    priceText: 'Around $40',
    rating: 4.5,
    reviews: 4350,
    image: 'door-barricade',
    features: [
      'Braces under the handle to resist forced entry',
      'Adjustable; no installation, works in rentals',
      'Buys time to call 911 and get to safety',
    ],
    inStock: false,
    priority: 'high',
    search: 'portable door security bar',
  },
  {
    id: 'door-stop-alarm',
    name: 'Door Stop Alarm Wedge (2-Pack)',
    priceText: 'Around $15',
    rating: 4.3,
    reviews: 6720,
    image: 'door-barricade',
    features: [
      'Wedges a door and sounds an alarm if it is pushed',
      'Fits in a travel bag for hotels and shelters',
      'Battery powered; test it monthly',
    ],
    priority: 'medium',
    search: 'door stop alarm wedge 2 pack',
  },
  {
    id: 'tactical-led-flashlight',
    name: 'Tactical LED Flashlight (1,000 Lumens)',
    priceText: 'Around $40',
    rating: 4.7,
    reviews: 8840,
    image: 'flashlight',
    features: [
      'Bright beam to identify who is there before you act',
      'Rechargeable, with a strobe mode for signaling',
      'Tail switch for one-handed use',
    ],
    priority: 'high',
    search: 'tactical led flashlight 1000 lumens rechargeable',
  },
  {
    id: 'solar-motion-security-light',
    name: 'Solar Motion-Sensor Security Light (2-Pack)',
    priceText: 'Around $35',
    rating: 4.4,
    reviews: 10130,
    image: 'motion-light',
    features: [
      'Lights entrances and paths when the grid is down',
      'Motion trigger deters approach and alerts you',
      'No wiring; charges by day',
    ],
    priority: 'medium',
    search: 'solar motion sensor security light 2 pack',
  },
  {
    id: 'emergency-whistle-3',
    name: 'Pealess Emergency Whistle (3-Pack)',
    priceText: 'Around $10',
    rating: 4.7,
    reviews: 5480,
    image: 'whistle',
    features: [
      'Loud signal that carries farther than a voice',
      'Pealess design works wet or frozen',
      'Three blasts is the standard call for help',
    ],
    priority: 'medium',
    search: 'pealess emergency whistle 3 pack',
  },
]);

const POWER = inCategory('power', [
  {
    id: 'hand-crank-weather-radio',
    name: 'Hand-Crank NOAA Weather Radio with Phone Charger',
    priceText: 'Around $45',
    rating: 4.6,
    reviews: 13670,
    image: 'radio',
    features: [
      'AM/FM and NOAA Weather Radio bands for official alerts',
      'Crank, solar and battery power; USB output for a phone',
      'Built-in flashlight',
    ],
    priority: 'critical',
    search: 'hand crank noaa weather radio phone charger',
  },
  {
    id: 'power-bank-20000',
    name: '20,000 mAh Power Bank',
    priceText: 'Around $40',
    rating: 4.7,
    reviews: 21340,
    image: 'power-bank',
    features: [
      'Several full phone charges',
      'USB-C and USB-A outputs',
      'Top it up on your 6-month review; batteries self-discharge',
    ],
    priority: 'critical',
    search: '20000mah power bank usb c',
  },
  {
    id: 'battery-co-alarm',
    name: 'Battery-Powered Carbon Monoxide Alarm',
    priceText: 'Around $30',
    rating: 4.7,
    reviews: 9560,
    image: 'co-alarm',
    features: [
      'Essential if you run a generator, fuel heater or camp stove nearby',
      'Works through a power outage',
      'Install on every level and outside sleeping areas',
    ],
    priority: 'critical',
    search: 'battery powered carbon monoxide alarm',
  },
  {
    id: 'portable-power-station-500wh',
    name: 'Portable Power Station (about 500 Wh)',
    priceText: 'Around $450',
    rating: 4.7,
    reviews: 5230,
    image: 'power-station',
    features: [
      'Battery power for lights, phones, radios and small appliances',
      'No fumes: safe to use indoors, unlike a generator',
      'Size it by watt-hours against what you must run',
    ],
    priority: 'high',
    search: 'portable power station 500wh',
  },
  {
    id: 'rechargeable-batteries-charger',
    name: 'Rechargeable AA/AAA Batteries & Charger Kit',
    priceText: 'Around $35',
    rating: 4.6,
    reviews: 7890,
    image: 'batteries',
    features: [
      'Low self-discharge cells hold charge in storage',
      'USB charger runs from a power bank or solar panel',
      'Keep a stock of alkaline spares as well',
    ],
    priority: 'high',
    search: 'rechargeable aa aaa batteries with usb charger',
  },
  {
    id: 'led-camping-lantern',
    name: 'LED Camping Lantern (Battery & USB)',
    priceText: 'Around $25',
    rating: 4.6,
    reviews: 11020,
    image: 'lantern',
    features: [
      'Lights a whole room without open flame',
      'Hours of runtime on low',
      'Safer than candles during outages',
    ],
    priority: 'high',
    search: 'led camping lantern rechargeable',
  },
  {
    id: 'rechargeable-led-headlamp',
    name: 'Rechargeable LED Headlamp',
    priceText: 'Around $25',
    rating: 4.7,
    reviews: 16480,
    image: 'headlamp',
    features: [
      'Hands-free light for work and movement at night',
      'Red mode preserves night vision',
      'USB rechargeable',
    ],
    priority: 'high',
    search: 'rechargeable led headlamp red light',
  },
  {
    id: 'foldable-solar-panel-100w',
    name: 'Foldable 100 W Solar Panel',
    priceText: 'Around $200',
    rating: 4.5,
    reviews: 2760,
    image: 'solar-panel',
    features: [
      'Recharges a power station or power banks without fuel',
      'Folds into a carry case with kickstands',
      'Output drops sharply in shade and overcast weather',
    ],
    priority: 'medium',
    search: 'foldable 100w solar panel',
  },
]);

/** Every vault product, grouped by category in GEAR_CATEGORIES order. */
export const GEAR_PRODUCTS: readonly GearProduct[] = [
  ...FOOD_AND_WATER,
  ...SHELTER,
  ...MEDICAL,
  ...TOOLS,
  ...DEFENSE,
  ...POWER,
];

export function getGearCategory(slug: string): GearCategory | undefined {
  return GEAR_CATEGORIES.find((c) => c.slug === slug);
}

/** The vault products of a category, in catalogue order; empty for an unknown slug. */
export function productsInCategory(slug: string): GearProduct[] {
  return GEAR_PRODUCTS.filter((p) => p.category === slug);
}
