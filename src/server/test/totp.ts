import { createHmac } from 'node:crypto';

/**
 * An authenticator app's code (RFC 6238: HMAC-SHA1, 30 s, 6 digits) from the secret as a user
 * reads it (base32), written here from the RFC so tests do not ask the library to check itself.
 */
export function totpCode(base32Secret: string, at: number = Date.now(), stepOffset = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of base32Secret.replace(/=+$/, '').toUpperCase()) {
    const v = alphabet.indexOf(ch);
    if (v < 0) throw new Error(`not base32: ${ch}`);
    bits += v.toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30) + stepOffset));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

/** A 6-digit code that is not the current one (nor the ones just before and after). */
export function wrongTotpCode(base32Secret: string): string {
  const near = new Set([-1, 0, 1].map((o) => totpCode(base32Secret, Date.now(), o)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}
