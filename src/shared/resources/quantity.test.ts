import { describe, expect, it } from 'vitest';
import { RESOURCE_QUANTITY_MAX } from '../constants/resources';
import { BOUGHT_MESSAGE, checkBought, checkQuantity, QUANTITY_MESSAGE } from './quantity';
import { boughtQuantitySchema, resourceQuantitySchema } from './schemas';

// What the tracker's fields can hand over: Number() of any text, NaN for an empty field.
const VALUES = [
  Number.NaN,
  Infinity,
  -Infinity,
  -1,
  -0,
  0,
  0.5,
  1,
  1.5,
  2,
  7,
  99.99,
  1e3,
  RESOURCE_QUANTITY_MAX - 1,
  RESOURCE_QUANTITY_MAX,
  RESOURCE_QUANTITY_MAX + 1,
  RESOURCE_QUANTITY_MAX + 0.5,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  -RESOURCE_QUANTITY_MAX,
  Number.MIN_VALUE,
  Number('0x10'),
  Number('1e2'),
  Number(' 12 '),
];

const viaSchema = (schema: typeof resourceQuantitySchema, value: number) => {
  const r = schema.safeParse(value);
  return r.success ? { ok: true, value: r.data } : { ok: false, message: r.error.issues[0]?.message };
};

describe('the zod-free quantity checks', () => {
  it('answer as the server’s schemas do, value and message', () => {
    for (const value of VALUES) {
      expect(checkQuantity(value), String(value)).toEqual(viaSchema(resourceQuantitySchema, value));
      expect(checkBought(value), String(value)).toEqual(viaSchema(boughtQuantitySchema, value));
    }
  });

  it('say the documented messages', () => {
    expect(checkQuantity(-1)).toEqual({ ok: false, message: QUANTITY_MESSAGE });
    expect(QUANTITY_MESSAGE).toBe('Quantity must be a whole number from 0 to 1,000,000');
    expect(checkBought(0)).toEqual({ ok: false, message: BOUGHT_MESSAGE });
    expect(BOUGHT_MESSAGE).toBe('Bought must be a whole number from 1 to 1,000,000');
  });
});
