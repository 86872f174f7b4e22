import { describe, expect, it } from 'vitest';
import { KIT_TEMPLATES } from './schemas';
import { TEMPLATE_72HOUR_ITEMS, TEMPLATE_72HOUR_NAME } from './template-72hour';
import { matchingKitTemplates, SHIPPED_KIT_TEMPLATES } from './templates';

describe('the shipped kit templates', () => {
  it('are every template New Kit offers but the blank kit, in its order', () => {
    expect(SHIPPED_KIT_TEMPLATES.map((t) => t.id)).toEqual(KIT_TEMPLATES.filter((t) => t !== 'blank'));
    const bugOut = SHIPPED_KIT_TEMPLATES.find((t) => t.id === '72hour')!;
    expect(bugOut.name).toBe(TEMPLATE_72HOUR_NAME);
    expect(bugOut.items).toHaveLength(TEMPLATE_72HOUR_ITEMS.length);
  });

  it('are kept by a search in the name or description in any case, and by a category one of their items has', () => {
    expect(matchingKitTemplates({}).map((t) => t.id)).toContain('72hour');
    expect(matchingKitTemplates({ q: 'bug-OUT' }).map((t) => t.id)).toEqual(['72hour']);
    expect(matchingKitTemplates({ q: 'self-sufficient' }).map((t) => t.id)).toEqual(['72hour']);
    expect(matchingKitTemplates({ q: 'no such words' })).toEqual([]);
    expect(matchingKitTemplates({ category: 'Fire & Light' }).map((t) => t.id)).toContain('72hour');
    expect(matchingKitTemplates({ category: 'Clothing' }).map((t) => t.id)).not.toContain('72hour');
  });
});
