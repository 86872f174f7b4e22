import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues } from './errors';

describe('fieldErrorsFromIssues', () => {
  it('keys messages by dotted path and puts path-less issues under "_"', () => {
    const schema = z
      .object({ items: z.array(z.object({ quantity: z.number().int('Whole numbers only') })), name: z.string() })
      .refine(() => false, 'Form is wrong');
    const result = schema.safeParse({ items: [{ quantity: 1 }, { quantity: 1.5 }], name: 3 });
    expect(result.success).toBe(false);
    const fields = fieldErrorsFromIssues(result.error!.issues);
    expect(fields['items.1.quantity']).toEqual(['Whole numbers only']);
    expect(fields.name).toHaveLength(1);
    expect(Object.keys(fields)).not.toContain('items.0.quantity');
  });

  it('collects several messages for one field', () => {
    const schema = z.object({ a: z.string().min(3, 'too short').regex(/^\d+$/, 'digits only') });
    const result = schema.safeParse({ a: 'x' });
    expect(fieldErrorsFromIssues(result.error!.issues).a).toEqual(['too short', 'digits only']);
  });
});
