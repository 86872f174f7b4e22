/**
 * /kits in English, word for word as before issue 43 (decision 0340): the list, the kit view, the
 * new kit wizard. The built-in templates' names and descriptions are referenced from the shared
 * modules (one copy of each English text); the kit categories are one key each. Figures (items,
 * days, people) come in as parameters; user data (kit and item names, notes) is never in here.
 */
import type { Formats } from '@shared/i18n/format';
import { familyTemplate } from '@shared/kits/family-templates';
import type { TemplateBasis } from '@shared/kits/schemas';
import { TEMPLATE_72HOUR_DESCRIPTION, TEMPLATE_72HOUR_NAME } from '@shared/kits/template-72hour';
import { KIT_TEMPLATE_TEXTS_EN, templateItemNames } from '@shared/kits/template-texts';
import type { ShippedKitTemplateId } from '@shared/kits/templates';

const family = familyTemplate;
const items = (p: { count: number }, f: Formats) => f.plural(p.count, { one: '# item', other: '# items' });

export const en = {
  // Shared words
  error: 'Error',
  items,
  categories: (p: { count: number }, f: Formats) => f.plural(p.count, { one: '# category', other: '# categories' }),
  packedOf: (p: { packed: number; total: number }) => `Packed ${p.packed} of ${p.total}`,
  packed: 'Packed',
  unnamedItem: 'Unnamed Item',
  itemsPerCategory: 'Items per category',
  alreadyAcquired: 'Already acquired',
  acquiring: 'Acquiring...',

  // The kit categories (@shared/constants/kits), one key each (components/kit-categories.ts)
  'category.bag': 'Bag & Carrying System',
  'category.water': 'Water & Hydration',
  'category.shelter': 'Shelter & Warmth',
  'category.fire': 'Fire & Light',
  'category.food': 'Food & Cooking',
  'category.firstAid': 'First Aid & Hygiene',
  'category.tools': 'Tools & Self-Defense',
  'category.navigation': 'Navigation & Communication',
  'category.documents': 'Documents & Cash',
  'category.clothing': 'Clothing',
  'category.misc': 'Misc',
  'category.uncategorized': 'Uncategorized',

  // The built-in templates (@shared/kits/family-templates, template-72hour), by id
  'templateName.72hour': TEMPLATE_72HOUR_NAME,
  'templateName.family-go-bag': family('family-go-bag').name,
  'templateName.stay-home': family('stay-home').name,
  'templateName.car': family('car').name,
  'templateName.pet': family('pet').name,
  'templateDescription.72hour': TEMPLATE_72HOUR_DESCRIPTION,
  'templateDescription.family-go-bag': family('family-go-bag').description,
  'templateDescription.stay-home': family('stay-home').description,
  'templateDescription.car': family('car').description,
  'templateDescription.pet': family('pet').description,

  // The list (/kits)
  'list.eyebrow': 'Loadout command',
  'list.title': 'Emergency Kits',
  'list.lead': 'Build your kits, share them, and acquire proven loadouts from other operatives.',
  'list.back': 'Back to HQ',
  'list.newKit': 'New Kit',
  'list.tabs': 'Kit collections',
  'list.noun': 'kits',
  'list.tab.mine': 'My Kits',
  'list.tab.acquired': 'Acquired',
  'list.tab.community': 'Templates',
  'list.refreshFailed': 'Failed to load your kits.',
  'list.loadFailed': 'Failed to Load Kits',
  'list.loading': 'Loading kits',
  'list.search': 'Search kits...',
  'list.category': 'Category',
  'list.allCategories': 'All Categories',
  'emptyTitle.mine': 'No kits yet',
  'emptyBody.mine': 'Build your first emergency kit from the 72-hour template or start from scratch.',
  'emptyTitle.acquired': 'No acquired kits',
  'emptyBody.acquired': 'Acquire a template to add your own private copy of it here.',
  'emptyTitle.template': 'No templates yet',
  'emptyBody.template': 'Kits other operatives make public appear here, ready to preview and acquire.',
  'emptyTitle.noMatch': 'No matching kits',
  'emptyBody.noMatch': 'Nothing in this tab matches your search and category. Try other words or clear the filters.',
  'empty.clearFilters': 'Clear Filters',
  'empty.createFirst': 'Create Your First Kit',
  'empty.browseTemplates': 'Browse Templates',

  // A kit's card, a built-in template's card
  'card.template': 'TEMPLATE',
  'card.acquired': 'ACQUIRED',
  'card.builtIn': 'BUILT IN',
  'card.noDescription': 'No description',
  'card.revised': (p: { date: string }) => `Revised ${p.date}`,
  'card.view': 'View',
  'card.preview': 'Preview Items',
  'card.useTemplate': 'Use Template',
  'card.duplicated': 'Kit duplicated',
  'card.duplicatedText': (p: { name: string }) => `${p.name} is now in My Kits.`,
  'card.duplicateFailed': 'Failed to duplicate kit',
  'card.kitAcquired': 'Kit acquired',
  'card.templateAcquired': 'Template acquired',
  'card.acquiredText': (p: { name: string }) => `${p.name} is now in your Acquired kits.`,
  'card.alreadyKit': 'You have already acquired this kit',
  'card.alreadyTemplate': 'You have already acquired this template',
  'card.acquireKitFailed': 'Failed to acquire kit',
  'card.acquireTemplateFailed': 'Failed to acquire template',
  'card.deleted': 'Kit deleted',
  'card.deletedText': (p: { name: string }) => `${p.name} has been deleted.`,
  'card.deleteFailed': 'Failed to delete kit',
  'card.deleteTitle': 'Delete this kit?',
  'card.deleteConfirm': 'Delete Kit',
  // The delete confirmation (decision 031): what goes, that it is final, who else is affected
  'delete.sure': (p: { name: string }) => `Are you sure you want to delete "${p.name}"?`,
  'delete.items': (p: { count: number }, f: Formats) =>
    f.plural(p.count, {
      one: 'Its 1 item will be deleted with it.',
      other: 'All # of its items will be deleted with it.',
    }),
  'delete.public': 'Other operatives will no longer see it; copies they already acquired stay theirs.',
  'delete.household': 'Your household will no longer see it; copies they already acquired stay theirs.',
  'delete.final': 'This action cannot be undone.',

  // The kit view (/kits/:id)
  'view.back': 'Back to Kits',
  'view.eyebrow': 'Emergency kit',
  'view.edit': 'Edit Kit',
  'view.print': 'Print',
  'view.contents': 'Kit contents',
  'view.loading': 'Loading kit...',
  'view.notFound': 'Kit not found',
  'view.notFoundText': 'It may be private, or it may have been deleted.',
  'view.loadFailed': 'Failed to load kit',
  'view.signInToAcquire': 'Sign In to Acquire',
  'view.acquiredButton': 'Acquired',
  'view.acquire': 'Acquire Kit',
  'view.acquiredToast': 'Kit Acquired!',
  'view.acquiredText': (p: { name: string; count: number }) =>
    `${p.name} has been added to your collection with ${p.count} items.`,
  'view.acquiredEmpty': 'Empty kit acquired. You can now add items to customize it.',
  'view.acquireFailed': 'Failed to acquire kit. Please try again.',
  'view.created': 'CREATED',
  'view.revised': 'REVISED',
  'view.noItems': 'No items in this category yet',
  'view.addItems': 'Add Items',
  'item.qty': (p: { quantity: number }) => `Qty: ${p.quantity}`,
  'item.packedNamed': (p: { name: string }) => `Packed: ${p.name}`,
  'item.updateFailed': 'Failed to update item. Please try again.',
  'item.expired': 'Expired',
  'item.expires': 'Expires',
  'item.source': 'Source:',
  // The new kit wizard (/kits/new)
  'new.eyebrow': 'MISSION SETUP',
  'new.title': 'New Emergency Kit',
  'new.lead': 'Choose a starting point and name your kit; you fill and fine-tune it on the next screen.',
  'new.progress': 'Kit setup progress',
  'new.stepOf': (p: { n: number; count: number }) => `Step ${p.n} of ${p.count}`,
  'new.stepN': (p: { n: number }) => `Step ${p.n}: `,
  'new.done': ' (done)',
  'new.step.template': 'Choose Your Template',
  'new.step.details': 'Kit Details',
  'new.intro':
    'Start from an official checklist scaled to your household, a proven loadout or an empty kit. You can change everything afterwards.',
  'new.templateLabel': 'Template:',
  'new.name': 'Kit Name',
  'new.description': 'Description',
  'new.optional': 'Optional',
  'new.whoSees': 'Who can see this kit',
  'new.back': 'Back',
  'new.creating': 'Creating Kit...',
  'new.create': 'Create Kit',
  'new.createFailed': 'Failed to create kit. Please try again.',
  'new.created72': '72-Hour Kit Created!',
  'new.created72Text': (p: { name: string; count: number }) =>
    `${p.name} has been created with ${p.count} pre-loaded items.`,
  'new.created': 'Kit Created!',
  'new.createdFamilyText': (p: { name: string; count: number }) =>
    `${p.name} has been created with ${p.count} items for your household.`,
  'new.createdText': (p: { name: string }) => `${p.name} has been created successfully.`,
  // The template picker
  'picker.family': 'For your household, from official checklists',
  'picker.other': 'Other starting points',
  'picker.recommended': 'RECOMMENDED',
  'picker.blank': 'Blank Kit',
  'picker.72hourSummary': 'A complete three-day loadout, pre-loaded and ready to adjust to your needs.',
  'picker.blankSummary': 'Start from scratch and add your own gear, category by category.',
  'picker.days': (p: { count: number }, f: Formats) => f.plural(p.count, { one: '# day', other: '# days' }),
  'picker.scalesBy.family-go-bag': `Scales by ${family('family-go-bag').scalesBy}`,
  'picker.scalesBy.stay-home': `Scales by ${family('stay-home').scalesBy}`,
  'picker.scalesBy.car': `Scales by ${family('car').scalesBy}`,
  'picker.scalesBy.pet': `Scales by ${family('pet').scalesBy}`,
  'picker.source': (p: { names: string }) => `Source: ${p.names}`,
  'picker.preloaded': (p: { count: number }, f: Formats) =>
    f.plural(p.count, { one: '# pre-loaded item', other: '# pre-loaded items' }),
  'picker.ratings': 'Ratings and pricing',
  'picker.contents': 'What it holds',
  /** A template's item names as the kit would have them (the locale's module: @shared/kits/translations). */
  'picker.item': (p: { id: ShippedKitTemplateId; basis: TemplateBasis; index: number }) =>
    templateItemNames(KIT_TEMPLATE_TEXTS_EN, p.id, p.basis)[p.index] ?? '',
  // Who a family template is scaled for (@shared/kits/family-templates' scaledForText, word for word)
  'scaled.noHousehold':
    'No household set up yet: scaled for one person. Add your household on the Readiness page to scale it.',
  'scaled.noHouseholdPet':
    'No household set up yet: scaled for one person and one pet. Add your household on the Readiness page to scale it.',
  'scaled.noPets': 'No pets in your household yet: scaled for one pet.',
  'scaled.pets': (p: { count: number; names: string }, f: Formats) =>
    `Scaled for ${f.plural(p.count, { one: '# pet', other: '# pets' })}: ${p.names}`,
  'scaled.people': (p: { people: number; adults: number; children: number; pets: number }, f: Formats) => {
    const people = f.plural(p.people, { one: '# person', other: '# people' });
    const who =
      p.children === 0
        ? people
        : `${people} (${f.plural(p.adults, { one: '# adult', other: '# adults' })}, ${f.plural(p.children, { one: '# child', other: '# children' })})`;
    return `Scaled for ${who}${p.pets ? ` and ${f.plural(p.pets, { one: '# pet', other: '# pets' })}` : ''}`;
  },
  // The kit editor (/kits/:id/edit)
  'edit.back': 'Back to Kit',
  'edit.saving': 'Saving...',
  'edit.save': 'Save Kit',
  'edit.cannot': 'Cannot Edit Kit',
  'edit.noPermission': 'You do not have permission to edit this kit',
  'edit.eyebrow': 'Edit kit',
  'edit.items': 'Kit Items',
  'edit.itemsNote': '. Item changes save at once; Save Kit saves the settings above.',
  'edit.expandAll': 'Expand all',
  'edit.collapseAll': 'Collapse all',
  'edit.packedOfCategory': (p: { packed: number; total: number }) => `${p.packed}/${p.total} packed`,
  'edit.addFirst': 'Add First Item',
  'edit.addCustom': 'Add Custom Item',
  'edit.anotherCategory': 'Add to another category',
  'edit.chooseCategory': 'Choose a category',
  'edit.settings': 'Kit Settings',
  'edit.saveFailed': 'Failed to save kit. Please try again.',
  'edit.saved': 'Kit saved',
  'edit.savedText': 'Your changes have been saved successfully.',
  'edit.visibilityNote': 'The change applies when you save the kit.',
  'edit.newItemIn': (p: { category: string }) => `New item in ${p.category}`,
  'edit.itemName': 'Item Name',
  'edit.quantity': 'Quantity',
  'edit.notesOptional': 'Notes (optional)',
  'edit.expiresOptional': 'Expires on (optional)',
  'edit.imageOptional': 'Image (optional)',
  'edit.adding': 'Adding...',
  'edit.addItem': 'Add Item',
  'edit.addFailed': 'Failed to add item. Please try again.',
  'edit.uploadError': 'Upload Error',
  'edit.uploadFailedAdded': 'Failed to upload image. Item will be added without image.',
  'edit.itemAdded': 'Item added',
  'edit.itemAddedText': 'New item has been added to the kit.',
  'edit.imageUpdated': 'Image updated',
  'edit.imageUpdatedText': 'Item image has been updated.',
  'edit.uploadFailed': 'Failed to upload image. Please try again.',
  'edit.deleteFailed': 'Failed to delete item. Please try again.',
  'edit.itemDeleted': 'Item deleted',
  'edit.itemDeletedText': 'Item has been removed from the kit.',
  'edit.saved1': 'Saved',
  'edit.editNamed': (p: { name: string }) => `Edit ${p.name}`,
  'edit.closeItem': 'Close the item',
  'edit.editItem': 'Edit the item',
  'edit.notes': 'Notes',
  'edit.expiresOn': 'Expires on',
  'edit.updateImage': 'Update Item Image',
  'edit.deleteNamed': (p: { name: string }) => `Delete ${p.name}`,
  'edit.delete': 'Delete',
};
