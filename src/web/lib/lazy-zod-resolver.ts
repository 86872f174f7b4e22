/**
 * A react-hook-form resolver that loads zod and the form's schema on the form's first validation
 * instead of with the page (issue 41: zod is about 26 KB gzip, and a form is read before it is
 * filled in). The schema is the same shared zod schema the server validates with; only when it
 * arrives changes. The first validation waits for the chunk (the service worker has it precached,
 * so offline too); a failed load is tried again on the next validation.
 *
 * The field messages are in the page's language (decision 0354): zod's own checks are worded
 * from the issue, the shared schemas' English messages through `errorText`.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { errorText, loadErrorTexts, zodErrorOptions } from './i18n/error-text';

export interface LazyZodResolver<Input extends FieldValues, Output> extends Resolver<Input, unknown, Output> {
  /** Start loading now (on the form's first focus, say) so the first submit does not wait. */
  warm: () => void;
}

/** A field error tree with every message through `errorText` (`ref`, the element, is kept as it is). */
function translated(errors: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Array.isArray(errors) ? ([...errors] as unknown as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'types' || value === null || typeof value !== 'object') {
      out[key] = key === 'message' && typeof value === 'string' ? errorText(value) : value;
    } else out[key] = translated(value as Record<string, unknown>);
  }
  return out;
}

function inPageLanguage<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
): Resolver<Input, unknown, Output> {
  return async (values, context, opts) => {
    const result = await resolver(values, context, opts);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translated(result.errors) as FieldErrors<Input> };
  };
}

export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<z4.$ZodType<Output, Input>>,
  options: { raw?: boolean } = {},
): LazyZodResolver<Input, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        inPageLanguage(
          (options.raw
            ? zodResolver(schema as never, zodErrorOptions as never, { raw: true })
            : zodResolver(schema as never, zodErrorOptions as never)) as unknown as Resolver<Input, unknown, Output>,
        ),
      (err: unknown) => {
        ready = undefined;
        throw err;
      },
    );
    return ready;
  };
  const resolver = (async (values, context, opts) => {
    const [resolve] = await Promise.all([load(), loadErrorTexts()]);
    return resolve(values, context, opts);
  }) as LazyZodResolver<Input, Output>;
  resolver.warm = () => {
    Promise.all([load(), loadErrorTexts()]).catch(() => undefined);
  };
  return resolver;
}

/**
 * `lazyZodResolver(load, { raw: true })` typed as zodResolver's raw form: the form submits what
 * the user typed, so its values are the schema's input type (a schema whose output differs, e.g.
 * an empty last name made null, would otherwise type the submitted values as the output).
 */
export function lazyRawZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z4.$ZodType<Output, Input>>,
): LazyZodResolver<Input, Input> {
  return lazyZodResolver<Input, Output>(loadSchema, { raw: true }) as unknown as LazyZodResolver<Input, Input>;
}
