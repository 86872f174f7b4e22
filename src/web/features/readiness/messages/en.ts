/**
 * /readiness in English, word for word as before issue 43. Texts that live in the shared modules
 * (the standards, groups and sources of figures.ts, the form's messages of messages.ts shared with
 * the server) are referenced, not copied: the English page carries each text once, and every
 * translation says the same thing by the same key. Figures are never typed in: a translation takes
 * them from the shared modules or as parameters.
 */
import type { Formats } from '@shared/i18n/format';
import { figureText, formatDays } from '@shared/readiness/calculator';
import {
  FOOD_SOURCE,
  HOUSEHOLD_GROUPS,
  PET_WATER_SOURCE,
  WATER_STANDARDS,
  type HouseholdGroup,
  type WaterStandardId,
} from '@shared/readiness/figures';
import { READINESS_MESSAGES as M } from '@shared/readiness/messages';
import { ESSENTIALS_SOURCE, PET_FOOD_SOURCE } from '@shared/readiness/shopping-figures';
import { EXPIRY_MESSAGES } from '@shared/supplies/expiry';
import { REMINDER_MESSAGES } from '@shared/supplies/reminder-messages';

const group = (key: HouseholdGroup) => HOUSEHOLD_GROUPS.find((g) => g.key === key)!.label;
const standard = (id: WaterStandardId) => WATER_STANDARDS.find((s) => s.id === id)!;
const goalLabel = (i: number) => WATER_STANDARDS[0].suggestedGoals[i]!.label;

export const en = {
  // The page
  'page.eyebrow': 'Readiness',
  'page.title': 'How long would we last?',
  'page.lead': 'Days your water and food would last your household, and what to buy to reach your goal.',
  'page.back': 'Back to Dashboard',
  'page.loadFailed': 'Failed to Load Readiness',
  'page.loading': 'Loading readiness',
  error: 'Error',
  saving: 'Saving...',
  /** "12.5 days" (one decimal, rounded down by the calculator). */
  days: (p: { days: number }) => formatDays(p.days),
  water: 'Water',
  food: 'Food',
  essentials: 'Essentials',
  pets: 'Pets',

  // Units toggle
  'units.legend': 'Units',
  'units.metric': 'Metric (L, kg)',
  'units.us': 'US (gal, lb)',
  'units.failed': 'Could not change the units.',

  // Figure panel
  'figure.title': 'Days covered',
  'figure.householdNeeded': 'Household needed',
  'figure.describe': 'Describe your household below to see how many days your water and food would last.',
  'figure.goalMet': 'Goal met',
  'figure.belowGoal': 'Below goal',
  'figure.limitedBy.water': (p: { days: number }) => figureText(p.days, 'water'),
  'figure.limitedBy.food': (p: { days: number }) => figureText(p.days, 'food'),
  'figure.progressLabel': (p: { goalDays: number }) => `Progress toward the ${p.goalDays}-day goal`,
  'figure.goalMetText': (p: { goalDays: number }) => `Goal met: your supplies cover ${p.goalDays} days.`,
  'figure.progress': (p: { days: number; goalDays: number; percent: number }) =>
    `${p.days.toFixed(1)} of ${p.goalDays} days (${p.percent}% of the goal).`,
  'figure.amounts': (p: { stored: string; perDay: string }) => `${p.stored} stored, ${p.perDay} a day`,
  'figure.waterSource': (p: { standard: string; source: string; pets: string }) =>
    `Water: ${p.standard} — ${p.source}. Pets: ${p.pets}.`,
  'figure.waterCustom': (p: { standard: string; perPerson: string; pets: string }) =>
    `Water: ${p.standard} (${p.perPerson} per person a day). Pets: ${p.pets}.`,
  'figure.foodSource': (p: { source: string }) => `Food: ${p.source}. Pets' food is not counted.`,
  'figure.rounded': 'Rounded down to a tenth of a day, so the figure never overstates.',

  // The shared figures' words (figures.ts, shopping-figures.ts)
  'standard.us': standard('us').label,
  'standard.de': standard('de').label,
  'standard.custom': standard('custom').label,
  'source.us': standard('us').source,
  'source.de': standard('de').source,
  'source.petWater': PET_WATER_SOURCE,
  'source.food': FOOD_SOURCE,
  'source.essentials': ESSENTIALS_SOURCE,
  'source.petFood': PET_FOOD_SOURCE,
  'group.adults': group('adults'),
  'group.children9to13': group('children9to13'),
  'group.children4to8': group('children4to8'),
  'group.childrenUnder4': group('childrenUnder4'),
  'goal.evacuation': goalLabel(0),
  'goal.atHome': goalLabel(1),

  // Expiry panel and window form
  'expiry.title': (p: { days: number }) => `Expiring within ${p.days} days`,
  'expiry.expired': (p: { count: number }) => `${p.count} expired`,
  'expiry.expiring': (p: { count: number }) => `${p.count} expiring`,
  'expiry.nothing': 'Nothing expiring',
  'expiry.drop': (p: { on: string; days: string }) => `On ${p.on}: ${p.days}`,
  'expiry.dropNote': 'The days covered drop then, when stock expires, unless you replace it.',
  'expiry.none': (p: { days: number }) => `Nothing expires within ${p.days} days.`,
  'expiry.list': 'Expiring stock',
  'expiry.expiredOn': (p: { day: string }) => `expired ${p.day}`,
  'expiry.bestBefore': (p: { day: string; when: string }) => `best before ${p.day} (${p.when})`,
  'expiry.today': 'today',
  'expiry.tomorrow': 'tomorrow',
  'expiry.inDays': (p: { count: number }) => `in ${p.count} days`,
  'expiry.useOldest': 'Use the oldest first and replace what expires:',
  'expiry.openTracker': 'open the tracker',
  'window.label': 'Window (days)',
  'window.set': 'Set window',
  'window.note': 'The reminder emails use the same window.',
  'window.invalid': EXPIRY_MESSAGES.window,
  'window.saved': REMINDER_MESSAGES.saved,
  'window.saveFailed': REMINDER_MESSAGES.saveFailed,

  // What to buy (panel and shopping-list.ts)
  'shop.title': 'What to buy',
  'shop.goal': (p: { goalDays: number }) => `${p.goalDays}-day goal`,
  'shop.print': 'Print',
  'shop.csv': 'Download CSV',
  'shop.nothing': (p: { goalDays: number }) =>
    `Nothing to buy: your water and food cover the ${p.goalDays}-day goal and your essentials are at their targets.`,
  'shop.covered': (p: { goalDays: number }) => `Your water and food cover the ${p.goalDays}-day goal.`,
  'shop.buy': (p: { name: string; amount: string }) => `${p.name}: buy ${p.amount}`,
  'shop.insteadOf': (p: { name: string }) => `Instead of ${p.name}`,
  'shop.or': (p: { amount: string; name: string }) => `or ${p.amount} (${p.name})`,
  'shop.orNote': 'Each “or” is something else you keep: it covers the shortfall on its own.',
  'shop.noWater':
    'No supply says how much water one unit holds: set the litres per unit of a water supply in the tracker.',
  'shop.noFood': 'No supply says how many kcal one unit holds: set the kcal per unit of a food supply in the tracker.',
  'shop.essentialsNote': (p: { source: string }) => `First aid, medicines, batteries, light and radio: ${p.source}.`,
  'shop.petsNote': (p: { source: string }) =>
    `The tracker does not count pet food: buy what you do not already have. Their water is in Water. ${p.source}.`,
  'shop.short': (p: { amount: string }) => `${p.amount} short`,
  'shop.belowTarget': (p: { count: number }) => `${p.count} below target`,
  'shop.petDays': (p: { goalDays: number }) => `food for ${p.goalDays} ${p.goalDays === 1 ? 'day' : 'days'}`,
  'shop.petFood': (p: { name: string }) => `Food for ${p.name}`,
  'shop.dryFood.dog': (p: { name: string }) => `Dry dog food for ${p.name}`,
  'shop.dryFood.cat': (p: { name: string }) => `Dry cat food for ${p.name}`,
  'shop.askVet': 'ask your vet how much a day',
  'shop.orInsteadOf': (p: { name: string }) => `or instead of ${p.name}`,
  'shop.csvHeader': 'section,item,buy,unit,note',
  'shop.fileName': (p: { goalDays: number; day: string }) => `holdfast-shopping-list-${p.goalDays}-days-${p.day}.csv`,

  // Targets panel
  'targets.title': 'Targets from your goal',
  'targets.following':
    'Your water and food targets on the tracker follow your household and this goal; they change when either does.',
  'targets.followingList': 'Targets that follow your goal',
  'targets.own': 'Your own targets, kept whatever the goal (they count toward it):',
  'targets.ownList': 'Your own targets',
  'targets.followAgain': 'Follow my goal again',
  'targets.followAgainFor': (p: { name: string }) => `Follow my goal again: ${p.name}`,
  'targets.followed': M.followGoal,
  'targets.followFailed': M.followGoalFailed,

  // Household form
  'household.title': 'Household and goal',
  'household.status': 'Who and how long',
  'household.who': 'Who lives here',
  'household.pregnantCount': (p: { count: number }) => `${p.count} pregnant or breastfeeding`,
  'household.fromPlan': 'From the people named in your family plan, by their dates of birth.',
  'household.editInPlan': 'Edit them in the family plan',
  'household.pregnant': 'Pregnant or breastfeeding',
  'household.pregnantHint': 'How many of the adults',
  'household.noPets': 'No pets.',
  'household.petName': (p: { n: number }) => `Pet ${p.n} name`,
  'household.petKind': (p: { n: number }) => `Pet ${p.n} kind`,
  'household.petWeight': (p: { n: number; unit: string }) => `Pet ${p.n} weight (${p.unit})`,
  'household.removePet': (p: { n: number; name?: string }) => `Remove pet ${p.n}${p.name ? ` (${p.name})` : ''}`,
  'kind.dog': 'Dog',
  'kind.cat': 'Cat',
  'kind.other': 'Other',
  'household.addPet': 'Add pet',
  'household.petsNote': 'Pets count toward water only; their food is not counted.',
  'household.goal': 'Goal',
  'household.standard': 'Standard',
  'household.customHint': 'Your own water figure and number of days.',
  'household.standardHint': (p: { litres: number; gallons: number; source: string }, f: Formats) =>
    `${p.litres} L (${f.number(p.gallons, 2)} gal) per person a day. Source: ${p.source}.`,
  'household.goalDays': 'Goal (days)',
  'household.customWater': (p: { unit: string }) => `Water per person per day (${p.unit})`,
  'household.useGoal': (p: { days: number; label: string }) => `Use ${p.days} days (${p.label.toLowerCase()})`,
  'household.save': 'Save household',
  'household.saved': M.saved,
  'household.saveFailed': M.saveFailed,
};
