import { createRoute, z } from '@hono/zod-openapi';
import {
  addPasskeySchema,
  passkeyListSchema,
  passkeyNameFormSchema,
  passkeySchema,
  passkeySignInSchema,
  startPasskeySchema,
  webAuthnOptionsSchema,
} from '@shared/account/passkeys';
import { sessionSchema } from '@shared/auth/api-types';
import { text } from '@shared/text';
import { errorResponse, jsonBody, jsonContent } from '../../http/openapi';
import { requireSession } from '../../http/session';

const tags = ['Account'];
// Better Auth's ids are mixed-case random text (not uuids): compared as given.
const idParam = z.object({ id: text().max(200) });

export const listPasskeysRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'My passkeys: name, added, last used to sign in',
  middleware: [requireSession] as const,
  responses: { 200: jsonContent(passkeyListSchema, 'My passkeys, newest first'), 401: errorResponse('No session') },
});

export const passkeyRegistrationOptionsRoute = createRoute({
  method: 'post',
  path: '/registration-options',
  tags,
  summary:
    'Start adding a passkey (the password is needed; an account without one: a sign-in minutes old): the WebAuthn creation options',
  middleware: [requireSession] as const,
  request: { body: jsonBody(startPasskeySchema) },
  responses: {
    200: jsonContent(webAuthnOptionsSchema, 'Give these to navigator.credentials.create (challenge cookie set)'),
    400: errorResponse('Invalid input, the password wrong (field messages), or the sign-in too old'),
    401: errorResponse('No session'),
    429: errorResponse('Too many tries: wait the Retry-After seconds'),
  },
});

export const addPasskeyRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: "Save the passkey the browser made (its name and the authenticator's answer)",
  middleware: [requireSession] as const,
  request: { body: jsonBody(addPasskeySchema) },
  responses: {
    201: jsonContent(passkeySchema, 'Added'),
    400: errorResponse('Invalid input (field messages), or the start expired or did not match'),
    401: errorResponse('No session'),
  },
});

export const renamePasskeyRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Rename one of my passkeys',
  middleware: [requireSession] as const,
  request: { params: idParam, body: jsonBody(passkeyNameFormSchema) },
  responses: {
    200: jsonContent(passkeySchema, 'Renamed'),
    400: errorResponse('Invalid input (field messages)'),
    401: errorResponse('No session'),
    404: errorResponse('No such passkey of mine'),
  },
});

export const removePasskeyRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Remove one of my passkeys: it no longer signs in',
  middleware: [requireSession] as const,
  request: { params: idParam },
  responses: {
    204: { description: 'Removed' },
    401: errorResponse('No session'),
    404: errorResponse('No such passkey of mine'),
  },
});

export const passkeySignInOptionsRoute = createRoute({
  method: 'post',
  path: '/sign-in-options',
  tags,
  summary: 'Start signing in with a passkey: the WebAuthn request options (challenge cookie set)',
  responses: {
    200: jsonContent(webAuthnOptionsSchema, 'Give these to navigator.credentials.get'),
    429: errorResponse('Too many tries from this address: wait the Retry-After seconds'),
  },
});

export const passkeySignInRoute = createRoute({
  method: 'post',
  path: '/sign-in',
  tags,
  summary:
    "Sign in with a passkey: no password and no second step. With afterPassword, it is the second step of a password sign-in and must be that account's",
  request: { body: jsonBody(passkeySignInSchema) },
  responses: {
    200: jsonContent(sessionSchema, 'Signed in'),
    400: errorResponse('Invalid input, or the passkey is not the account that gave its password'),
    401: errorResponse('The passkey is unknown, did not verify the person, or the start expired'),
    403: errorResponse('account_disabled'),
    429: errorResponse('Too many tries: wait the Retry-After seconds'),
  },
});
