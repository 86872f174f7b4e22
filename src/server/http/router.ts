import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { validationErrorResponse } from './error-handler';

/** Every input failing its zod schema answers 400 in the one error shape, with field messages. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) return validationErrorResponse(c, result.error);
  return undefined;
};

/** A router whose routes are validated by zod and listed in the OpenAPI document. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
