import { describe, expect, it } from 'vitest';
import { cookiesFromHeader } from './users';

describe('cookiesFromHeader', () => {
  it("turns a cookie header into the jar's cookies of the URL's origin (values may hold '=')", () => {
    expect(cookiesFromHeader('holdfast.session_token=abc.d=; other=1', 'http://127.0.0.1:4000/dashboard')).toEqual([
      {
        name: 'holdfast.session_token',
        value: 'abc.d=',
        url: 'http://127.0.0.1:4000',
        httpOnly: true,
        sameSite: 'Lax',
      },
      { name: 'other', value: '1', url: 'http://127.0.0.1:4000', httpOnly: true, sameSite: 'Lax' },
    ]);
  });

  it('refuses what is not a cookie', () => {
    expect(() => cookiesFromHeader('novalue', 'http://127.0.0.1:4000')).toThrow(/not a cookie: novalue/);
  });
});
