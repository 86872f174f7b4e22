/**
 * The one text type for every string the API accepts (body fields, query and path parameters).
 * PostgreSQL cannot store NUL (U+0000) in text or jsonb, and a lone UTF-16 surrogate has no UTF-8
 * form (the driver would silently store U+FFFD instead): both are refused here with a field
 * message, before anything reaches the database.
 */
import { z } from 'zod';
import { isStorableText, TEXT_MESSAGES, UUID_PATTERN } from './storable-text';

export { isStorableJson, isStorableText, TEXT_MESSAGES } from './storable-text';

/**
 * `z.string()` that refuses what PostgreSQL cannot store. Chain as usual:
 * `text().trim().min(1, ...).max(120, ...)`.
 */
export const text = (message: string = TEXT_MESSAGES.unstorable) =>
  z.string().refine(isStorableText, { message, abort: true });

/**
 * A uuid in any letter case, answered in lower case, so every duplicate and ownership check
 * compares the form the database returns. Any 8-4-4-4-12 hex form PostgreSQL accepts.
 */
export const uuid = (message: string = TEXT_MESSAGES.uuid) =>
  text(message).trim().toLowerCase().regex(UUID_PATTERN, message);

/**
 * A path id: any storable text, lower-cased (a well-formed uuid in any case finds its row;
 * anything else finds nothing and the route answers 404 like a missing row).
 */
export const pathId = () => text().max(200).toLowerCase();
