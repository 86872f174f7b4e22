/**
 * The name schema: a person's name cleaned of what does not show or changes how it reads
 * (clean-name.ts, zod-free, re-exported here; docs/product.md#display-names, decision 0260).
 */
import { cleanName } from './clean-name';
import { text } from './text';

export { cleanName, cleanNameOrNull } from './clean-name';

/**
 * A person's name as entered in a form: refused when PostgreSQL cannot store it (text()), else
 * cleaned silently before the length checks chained after it (`personName().min(1, ...)`).
 */
export const personName = () => text().overwrite(cleanName);
