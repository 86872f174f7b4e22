/**
 * The save-check's messages (@shared/plans/limits: the wizard's own check and the server's answer
 * both write them in English) in the page's language, by the message they are (decision 0341).
 * A message of no known kind (another server answer) is shown as it came.
 */
import {
  PLAN_DESCRIPTION_MAX,
  PLAN_ITEM_CONTENT_MAX,
  PLAN_ITEMS_MAX,
  PLAN_KITS_MAX,
  PLAN_MESSAGES as M,
  PLAN_TITLE_MAX,
} from '@shared/plans/limits';
import { messages } from './messages';

const { t } = messages;

const BY_MESSAGE: Record<string, () => string> = {
  [M.titleRequired]: () => t('titleRequired'),
  [M.titleMax]: () => t('error.titleMax', { max: PLAN_TITLE_MAX }),
  [M.descriptionMax]: () => t('error.descriptionMax', { max: PLAN_DESCRIPTION_MAX }),
  [M.eventType]: () => t('error.eventType'),
  [M.itemKind]: () => t('error.itemKind'),
  [M.itemMax]: () => t('error.itemMax', { max: PLAN_ITEM_CONTENT_MAX }),
  [M.itemsMax]: () => t('error.itemsMax', { max: PLAN_ITEMS_MAX }),
  [M.kitsMax]: () => t('error.kitsMax', { max: PLAN_KITS_MAX }),
  [M.kitUnavailable]: () => t('error.kitUnavailable'),
  [M.kitTwice]: () => t('error.kitTwice'),
};

export const fieldError = (message: string): string => BY_MESSAGE[message]?.() ?? message;
