/**
 * /plans in English, word for word as before issue 43 (decision 0341): the list, the plan view and
 * its print, the wizard (new and edit), their toasts, dialogs and accessible names. Texts kept in
 * shared modules (the event types, item kinds, visibilities, meeting places, the save-check's
 * toasts) are referenced, not copied; figures come in as parameters. User data (titles, kit names,
 * names) is never in here. An entry never chooses by a parameter's value: one key per id.
 */
import { PLAN_EVENT_TYPES, type PlanEventType } from '@shared/constants/plans';
import { MEETING_PLACES } from '@shared/family-plan/figures';
import type { Formats } from '@shared/i18n/format';
import type { GuidedEventType, GuidePath, Publisher } from '@shared/plans/guidance';
import { PLAN_MESSAGES } from '@shared/plans/limits';
import { VISIBILITY_LABEL } from '@shared/visibility/labels';

const event = (value: PlanEventType) => PLAN_EVENT_TYPES.find((t) => t.value === value)!.label;
const place = (key: (typeof MEETING_PLACES)[number]['key']) => MEETING_PLACES.find((p) => p.key === key)!.label;
/** "Validation Error: Please fill in…": the toast's title and text. */
const [validationError, fillRequired] = PLAN_MESSAGES.createInvalid.split(': ') as [string, string];
const KIND = { step: 'Step', note: 'Note', resource: 'Resource' } as const;

export const en = {
  // The event types (stored as their value)
  'event.earthquake': event('earthquake'),
  'event.hurricane': event('hurricane'),
  'event.blackout': event('blackout'),
  'event.wildfire': event('wildfire'),
  'event.pandemic': event('pandemic'),
  'event.civil_unrest': event('civil_unrest'),
  'event.winter_storm': event('winter_storm'),
  'event.flood': event('flood'),
  'event.tornado': event('tornado'),
  'event.chemical_nuclear': event('chemical_nuclear'),
  'event.wilderness_lost': event('wilderness_lost'),
  'event.vehicle_breakdown': event('vehicle_breakdown'),
  'event.custom': event('custom'),
  // The item kinds: alone ("Step"), inside a name ("Move step 2 up"), on the add buttons
  'kind.step': KIND.step,
  'kind.note': KIND.note,
  'kind.resource': KIND.resource,
  'kindInline.step': 'step',
  'kindInline.note': 'note',
  'kindInline.resource': 'resource',
  'add.step': `Add ${KIND.step}`,
  'add.note': `Add ${KIND.note}`,
  'add.resource': `Add ${KIND.resource}`,
  item: (p: { kind: string; n: number }) => `${p.kind} ${p.n}`,
  'visibility.private': VISIBILITY_LABEL.private,
  'visibility.household': VISIBILITY_LABEL.household,
  'visibility.public': VISIBILITY_LABEL.public,

  // The list
  'list.eyebrow': 'Operations',
  'list.title': 'Survival Plans',
  'list.intro': 'Plan for the event before it happens: steps, notes and the kits you will grab.',
  'list.newPlan': 'New Plan',
  'list.backHome': 'Back to Home',
  'list.backHq': 'Back to HQ',
  'list.loading': 'Loading plans',
  'list.loadError': 'Error Loading Plans',
  'list.sessionError': 'Could not check your session.',
  'list.authTitle': 'Authentication Required',
  'list.authText': 'Please log in to access survival plans.',
  'list.signIn': 'Sign In',
  'list.moreFailed': 'Failed to load more plans.',
  'list.collections': 'Plan collections',
  'list.noun': 'plans',
  'list.search': 'Search plans...',
  'tab.mine': 'My Plans',
  'tab.acquired': 'Acquired',
  'tab.community': 'Community',
  'empty.mine.title': 'No plans yet',
  'empty.mine.body': 'Create your first Survival Plan',
  'empty.acquired.title': 'No acquired plans',
  'empty.acquired.body': 'Acquire plans from the community tab',
  'empty.community.title': 'No community plans',
  'empty.community.body': 'Be the first to share a public plan',
  'noMatch.title': 'No matching plans',
  'noMatch.body': 'Nothing in this tab matches your search. Try other words or clear the search.',
  clearSearch: 'Clear Search',
  browseCommunity: 'Browse Community',
  createPlan: 'Create Plan',
  // A card
  'card.badge': 'SURVIVAL PLAN',
  'card.noDescription': 'No description',
  'card.created': 'CREATED',
  'card.revised': 'REVISED',
  'card.view': 'View Plan',
  'card.deleteTitle': (p: { title: string }) => `Delete “${p.title}”?`,
  'card.deleteText': 'Are you sure you want to delete this survival plan? This action cannot be undone.',
  'card.deletePlan': 'Delete Plan',
  // Toasts of the list and the view
  deleted: 'Survival plan deleted successfully.',
  deleteFailed: 'Failed to delete survival plan.',
  acquiredTitle: 'Plan acquired',
  acquiredText: (p: { title: string }) => `${p.title} is now in your Acquired tab.`,
  alreadyAcquired: 'Already acquired',
  alreadyAcquiredText: 'You have already acquired this plan.',
  acquireFailed: 'Failed to acquire plan. Please try again.',
  loadFailed: 'Failed to load survival plan',

  // The plan view
  backToPlans: 'Back to Plans',
  loadingPlan: 'Loading plan...',
  'view.notFound': 'Plan not found',
  'view.notFoundText': 'It may be private, or it may have been deleted.',
  'view.eyebrow': 'Survival plan',
  'view.eventType': 'Event type',
  'view.created': 'Created',
  'view.updated': 'Updated',
  'view.guide': (p: { title: string }) => `Read the guide: ${p.title}`,
  'view.contents': 'Plan contents',
  'view.noContent': 'No content has been added to this plan yet.',
  'view.kits': 'Attached kits',
  'view.items': 'Steps, notes and resources',
  'view.editPlan': 'Edit Plan',
  'view.signInToAcquire': 'Sign In to Acquire',
  'view.acquired': 'Acquired',
  'view.acquiring': 'Acquiring...',
  'view.acquire': 'Acquire',
  'view.print': 'Print',
  'view.sources': 'Sources',
  'view.source': 'Source',
  'view.fieldGuide': 'Field guide',
  'view.newTab': ' (opens in a new tab)',
  'kit.badge': 'KIT',
  'kit.visibility.private': 'Private Kit',
  'kit.visibility.household': 'Household Kit',
  'kit.visibility.public': 'Public Kit',
  'kit.items': (p: { count: number }, f: Formats) => f.plural(p.count, { one: '1 item', other: '# items' }),
  'kit.unnamedItem': 'Unnamed Item',
  'kit.noItems': 'No items in this kit yet.',
  // The family card
  'family.title': 'Our family communication plan',
  'family.emergency': 'Emergency:',
  'family.emergencyServices': 'emergency services',
  'family.mobiles': 'Household mobiles',
  'family.contact': 'Out-of-town contact',
  'family.places': 'Meeting places',
  'family.nothing': 'No contacts or meeting places yet.',
  'family.open': 'Open the family plan',
  'place.indoor': place('indoor'),
  'place.neighbourhood': place('neighbourhood'),
  'place.outsideNeighbourhood': place('outsideNeighbourhood'),
  'place.outOfTown': place('outOfTown'),

  // New and edit pages
  'new.eyebrow': 'MISSION PLANNING',
  'new.title': 'New Survival Plan',
  'new.intro':
    'Pick the event, name the plan, link your kits and write down what to do. Nothing is saved until the last step.',
  'edit.eyebrow': 'Edit plan',
  'edit.back': 'Back to Plan',
  accessDenied: 'Access Denied',
  editOwnOnly: 'You can only edit your own plans',
  error: 'Error',

  // The wizard
  'step.eventType': 'Select Event Type',
  'step.details': 'Plan Details',
  'step.kits': 'Attach Emergency Kits (optional)',
  'step.items': 'Plan Steps & Notes (optional)',
  'step.visibility': 'Plan Visibility',
  progress: 'Plan setup progress',
  stepOf: (p: { n: number; total: number }) => `STEP ${p.n} OF ${p.total}`,
  previous: 'Previous',
  next: 'Next',
  saving: 'Saving...',
  saveChanges: 'Save Changes',
  creating: 'Creating...',
  'hint.eventType': 'Select an event type to continue.',
  'hint.title': 'Enter a plan title to continue.',
  unsaved: 'This plan has changes that have not been saved. Leave now and they will be lost.',
  warning: 'Warning',
  updatedPartly: 'Plan updated but failed to link some kits. You can edit the plan to add them.',
  updated: 'Survival plan updated successfully',
  createdPartly: 'Plan created but failed to link some kits. You can edit the plan to add them.',
  created: 'Survival plan created successfully!',
  updateFailed: 'Failed to update survival plan',
  createFailed: 'Failed to create survival plan.',
  validationError,
  fillRequired,
  // Step 1
  eventIntro: 'What are you planning for? Pick the event this plan prepares you for.',
  'guidance.offer': 'Start from the recommended steps',
  'guidance.added': 'Recommended steps added',
  'guidance.addedText': (p: { count: number; type: string }) =>
    `Added ${p.count} recommended items for ${p.type}. Edit, reorder or drop them on step 4.`,
  'guidance.text': (p: { count: number; type: string; publishers: string }) =>
    `${p.count} recommended items for ${p.type} from ${p.publishers}, each with its source.`,
  and: 'and',
  // The recommended items' own words, in the language of the items the offer adds (decision 0348):
  // the English is passed in (the guidance module the wizard holds), so this catalogue, which the
  // plan view loads too, does not carry the steps; de/es read @shared/plans/guidance.{de,es}.ts,
  // which ride in their catalogue's chunk.
  'guidance.itemText': (p: { type: GuidedEventType; index: number; text: string }) => p.text,
  'guidance.guideTitle': (p: { path: GuidePath; title: string }) => p.title,
  'guidance.publisher': (p: { name: Publisher }) => p.name,
  // Step 2
  planTitle: 'Plan Title',
  titlePlaceholder: 'e.g. Family earthquake plan',
  description: 'Description',
  optional: 'Optional',
  descriptionPlaceholder: 'Who the plan is for, where you meet, what matters most.',
  // Step 3
  'kits.loading': 'Loading kits...',
  'kits.failed': 'Failed to load your kits.',
  'kits.none': 'No kits available',
  'kits.noneText': 'Create an emergency kit first',
  'kits.create': 'Create Kit',
  'kits.intro': 'Link the kits this plan relies on. You can skip this step and add kits later.',
  'kits.selected': (p: { count: number }, f: Formats) =>
    f.plural(p.count, { one: '1 kit selected', other: '# kits selected' }),
  'family.hint':
    "Show your out-of-town contacts and meeting places with this plan, on screen and in print. Only your household's members see them, even in a public plan.",
  // Step 4
  'items.intro':
    'Add what to do, in order, plus notes and resources worth having at hand. Empty entries are not saved.',
  'items.none': 'No steps or notes yet.',
  'items.max': (p: { max: number }) => `A plan holds at most ${p.max} steps and notes.`,
  'items.type': 'Type',
  'items.up': (p: { item: string }) => `Move ${p.item} up`,
  'items.down': (p: { item: string }) => `Move ${p.item} down`,
  'items.remove': (p: { item: string }) => `Remove ${p.item}`,
  'items.moved': (p: { item: string; position: number; total: number }) =>
    `${p.item} moved to position ${p.position} of ${p.total}`,
  'items.removed': (p: { item: string }) => `${p.item} removed`,
  'placeholder.step': 'What to do, e.g. Turn off the gas at the main valve',
  'placeholder.note': 'Something to remember, e.g. Meeting point is the school gym',
  'placeholder.resource': 'Where to find help, e.g. County emergency line 555-0100',
  // Step 5
  whoCanSee: 'Who can see this plan',
  summary: 'Plan Summary',
  none: 'None',
  'row.eventType': 'Event Type',
  'row.title': 'Title',
  'row.kits': 'Emergency Kits',
  'row.steps': 'Steps',
  'row.notes': 'Notes',
  'row.resources': 'Resources',
  'row.visibility': 'Visibility',
};
