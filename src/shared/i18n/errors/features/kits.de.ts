/** The messages of kits (src/shared/kits) in German (decisions 0353, 0361): "Set", "Gegenstand". */
import { KIT_ITEM_PRIORITY_MAX, KIT_ITEM_PRIORITY_MIN } from '../../../constants/kits';
import { LIST_PAGE_SIZE_MAX } from '../../../constants/limits';
import {
  KIT_DESCRIPTION_MAX,
  KIT_ITEM_NAME_MAX,
  KIT_ITEM_NOTES_MAX,
  KIT_ITEM_QUANTITY_MAX,
  KIT_NAME_MAX,
} from '../../../kits/limits';
import type { Catalogue } from '../../catalogue';
import { formatsFor } from '../../format';
import type { kitsEn } from './kits.en';
import { TAB_DE } from './list-tab';

const n = (value: number) => formatsFor('de').number(value, 0);

export default {
  'kits.nameRequired': 'Bitte geben Sie einen Namen für das Set ein.',
  'kits.nameMax': `Der Name des Sets darf höchstens ${n(KIT_NAME_MAX)} Zeichen lang sein.`,
  'kits.descriptionMax': `Die Beschreibung darf höchstens ${n(KIT_DESCRIPTION_MAX)} Zeichen lang sein.`,
  'kits.itemNameRequired': 'Bitte geben Sie einen Namen für den Gegenstand ein.',
  'kits.itemNameMax': `Der Name des Gegenstands darf höchstens ${n(KIT_ITEM_NAME_MAX)} Zeichen lang sein.`,
  'kits.notesMax': `Die Notizen dürfen höchstens ${n(KIT_ITEM_NOTES_MAX)} Zeichen lang sein.`,
  'kits.quantity': `Die Menge muss eine ganze Zahl von 1 bis ${n(KIT_ITEM_QUANTITY_MAX)} sein.`,
  'kits.priority': `Die Priorität muss eine ganze Zahl von ${n(KIT_ITEM_PRIORITY_MIN)} bis ${n(KIT_ITEM_PRIORITY_MAX)} sein.`,
  'kits.category': 'Wählen Sie eine der angebotenen Kategorien.',
  'kits.packed': '„Gepackt“ ist entweder ja oder nein.',
  'kits.tab': TAB_DE,
  'kits.pageSize': `Die Seitengröße muss eine ganze Zahl von 1 bis ${n(LIST_PAGE_SIZE_MAX)} sein.`,
} satisfies Catalogue<typeof kitsEn>;
