/** The messages of kits (src/shared/kits) in Spanish (decisions 0353, 0361): "kit", "artículo". */
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
import { TAB_ES } from './list-tab';

const n = (value: number) => formatsFor('es').number(value, 0);

export default {
  'kits.nameRequired': 'Escriba un nombre para el kit.',
  'kits.nameMax': `El nombre del kit debe tener como máximo ${n(KIT_NAME_MAX)} caracteres.`,
  'kits.descriptionMax': `La descripción debe tener como máximo ${n(KIT_DESCRIPTION_MAX)} caracteres.`,
  'kits.itemNameRequired': 'Escriba un nombre para el artículo.',
  'kits.itemNameMax': `El nombre del artículo debe tener como máximo ${n(KIT_ITEM_NAME_MAX)} caracteres.`,
  'kits.notesMax': `Las notas deben tener como máximo ${n(KIT_ITEM_NOTES_MAX)} caracteres.`,
  'kits.quantity': `La cantidad debe ser un número entero del 1 al ${n(KIT_ITEM_QUANTITY_MAX)}.`,
  'kits.priority': `La prioridad debe ser un número entero del ${n(KIT_ITEM_PRIORITY_MIN)} al ${n(KIT_ITEM_PRIORITY_MAX)}.`,
  'kits.category': 'Elija una de las categorías ofrecidas.',
  'kits.packed': '"Empacado" debe ser sí o no.',
  'kits.tab': TAB_ES,
  'kits.pageSize': `El tamaño de página debe ser un número entero del 1 al ${n(LIST_PAGE_SIZE_MAX)}.`,
} satisfies Catalogue<typeof kitsEn>;
