/**
 * The browser's half of a passkey (decision 0288): navigator.credentials through
 * @simplewebauthn/browser, which turns the server's JSON options into WebAuthn calls and the
 * answers back into JSON. Loaded only when a passkey is used (dynamic import), so the landing
 * does not pay for it.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { PASSKEY_MESSAGES } from '@shared/account/messages';

export type CreationOptions = PublicKeyCredentialCreationOptionsJSON;
export type RequestOptions = PublicKeyCredentialRequestOptionsJSON;

/** A refusal in the browser (cancelled, unsupported), told in our words. */
export class PasskeyCeremonyError extends Error {
  override readonly name = 'PasskeyCeremonyError';
}

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

function told(err: unknown): Error {
  if (err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError')) {
    return new PasskeyCeremonyError(PASSKEY_MESSAGES.cancelled);
  }
  if (err instanceof Error && err.name === 'SecurityError')
    return new PasskeyCeremonyError(PASSKEY_MESSAGES.wrongAddress);
  if (err instanceof Error && err.name === 'InvalidStateError') {
    return new PasskeyCeremonyError('This device already has a passkey for your account.');
  }
  return err instanceof Error ? err : new Error(String(err));
}

export async function createPasskey(optionsJSON: CreationOptions) {
  if (!passkeysSupported()) throw new PasskeyCeremonyError(PASSKEY_MESSAGES.unsupported);
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return await startRegistration({ optionsJSON });
  } catch (err) {
    throw told(err);
  }
}

export async function getPasskey(optionsJSON: RequestOptions) {
  if (!passkeysSupported()) throw new PasskeyCeremonyError(PASSKEY_MESSAGES.unsupported);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return await startAuthentication({ optionsJSON });
  } catch (err) {
    throw told(err);
  }
}
