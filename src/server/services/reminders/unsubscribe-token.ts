/**
 * The unsubscribe link of reminder emails: stateless, `<user id>.<HMAC>` in base64url. Anyone
 * holding the link may turn the user's reminders off (and only that), without signing in, which
 * is what RFC 8058 one-click unsubscribe needs. The key is derived from the auth secret with its
 * own label, so a token is useless anywhere else; rotating AUTH_SECRET voids old links.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const KEY_LABEL = 'holdfast/reminders/unsubscribe/v1';

export interface UnsubscribeTokens {
  sign(userId: string): string;
  /** The user id, or null for anything that is not a token this server signed. */
  verify(token: string): string | null;
}

export function unsubscribeTokens(authSecret: string): UnsubscribeTokens {
  const key = createHmac('sha256', authSecret).update(KEY_LABEL).digest();
  const mac = (userId: string) => createHmac('sha256', key).update(userId).digest();
  return {
    sign: (userId) => `${Buffer.from(userId).toString('base64url')}.${mac(userId).toString('base64url')}`,
    verify(token) {
      const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const userId = Buffer.from(match[1]!, 'base64url').toString('utf8');
      const given = Buffer.from(match[2]!, 'base64url');
      const expected = mac(userId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
