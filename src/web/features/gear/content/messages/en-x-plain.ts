import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/**
 * The gear content in plain family wording: the English, but a person or a family where it says
 * operative or squad, a meeting place for a rally point, no "mission area", no "bug-out". Product
 * names stay as they are (decision 0347).
 */
const CATEGORY_DESCRIPTIONS: Partial<Record<string, string>> = {
  power:
    'Radios, power banks, solar panels, power stations, lighting and carbon monoxide alarms for when the power is out.',
};

/** Vault product features, by `<product>/<index>`. */
const FEATURES: Partial<Record<string, string>> = {
  'leather-work-gloves/2': 'One pair per person, in every kit',
  'personal-safety-alarm/2': 'No permit needed in most places; anyone in the family can use one',
};

const TOPICS: Partial<Record<string, { title?: string; description?: string }>> = {
  'bugout-bag': {
    title: '72-Hour Go-Bag Essentials',
    description:
      'Everything one person needs to leave on short notice and look after themselves for 72 hours, by need. Pack one bag per person, keep it by the exit, and review it every 6 months.',
  },
  'urban-survival': {
    description:
      'Gear for getting home or out of the city: paper maps, family radios, light, breathing protection and lawful personal safety tools.',
  },
};

/** Topic product features, by `<topic>/<product>/<index>`. */
const TOPIC_FEATURES: Partial<Record<string, string>> = {
  'bugout-bag/personal-alarm/2': 'Usable by everyone in the family, including kids',
  'bugout-bag/waterproof-regional-map/1': 'Mark your evacuation routes and meeting places',
  'bugout-bag/frs-radios-pair/1': 'Keeps the family in contact when cell networks jam',
  'urban-survival/waterproof-regional-map/1': 'Mark primary and alternate routes and meeting places',
  'urban-survival/pepper-spray-gel/1': 'Buys seconds to get away and leave',
};

/** Topic products' use cases, by `<topic>/<product>`. */
const USE_CASES: Partial<Record<string, string>> = {
  'bugout-bag/ultralight-tarp': 'Rain and wind protection over you and your family.',
  'bugout-bag/rechargeable-headlamp': 'The main light for everyone in the family.',
  'bugout-bag/travel-hygiene-kit': 'Keep illness out of the family when water and toilets are scarce.',
  'bugout-bag/pepper-spray': 'A non-lethal deterrent to get away and escape.',
  'bugout-bag/frs-radios-pair': 'Short-range family contact on the move and at meeting places.',
  'water-purification/lifestraw-personal': 'A light personal filter for every go-bag.',
  'water-purification/squeeze-filter': 'Fast filtering for one person or a small group into clean bottles.',
  'water-purification/gravity-filter-4l': 'Water for a group at a camp or meeting place.',
  'emp-protection/galvanized-can-faraday-kit': "A larger shielded store for the family's backup kit.",
  'urban-survival/frs-radios-4-pack': 'Family contact across a neighborhood when cell networks jam.',
};

export default {
  ...en,
  'category.description': (p) => CATEGORY_DESCRIPTIONS[p.slug] ?? en['category.description'](p),
  'product.feature': (p) => FEATURES[`${p.id}/${p.index}`] ?? en['product.feature'](p),
  'topic.title': (p) => TOPICS[p.topic]?.title ?? en['topic.title'](p),
  'topic.description': (p) => TOPICS[p.topic]?.description ?? en['topic.description'](p),
  'topic.feature': (p) => TOPIC_FEATURES[`${p.topic}/${p.product}/${p.index}`] ?? en['topic.feature'](p),
  'topic.useCase': (p) => USE_CASES[`${p.topic}/${p.product}`] ?? en['topic.useCase'](p),
} satisfies Catalogue<typeof en>;
