import { describe, expect, it } from 'vitest';
import { REAPPEAR_AFTER_MS, RepeatGuard } from './repeat-guard';

const EAN = '4006381333931';

describe('RepeatGuard: the same code held in view counts once', () => {
  it('counts a code once while it stays in view, even with looks that missed it', () => {
    const guard = new RepeatGuard();
    expect(guard.look([EAN], 0)).toEqual([EAN]);
    expect(guard.look([EAN], 100)).toEqual([]);
    // A look that missed it (blur, glare) shortly after: still the same can.
    expect(guard.look([], 200)).toEqual([]);
    expect(guard.look([EAN], 300)).toEqual([]);
    expect(guard.look([EAN], 5000)).toEqual([]);
  });

  it('counts it again once it has been out of view for the set time: 10 cans, 10 counts', () => {
    const guard = new RepeatGuard();
    let counted = 0;
    let t = 0;
    for (let can = 0; can < 10; can++) {
      for (let i = 0; i < 5; i++, t += 150) counted += guard.look([EAN], t).length;
      for (let i = 0; i < 8; i++, t += 150) counted += guard.look([], t).length;
    }
    expect(counted).toBe(10);
  });

  it('does not count again after a pause in the looks when no look saw it gone', () => {
    const guard = new RepeatGuard();
    guard.look([EAN], 0);
    expect(guard.look([EAN], REAPPEAR_AFTER_MS * 10)).toEqual([]);
  });

  it('does not count again when it left the view for less than the set time', () => {
    const guard = new RepeatGuard();
    guard.look([EAN], 0);
    expect(guard.look([], REAPPEAR_AFTER_MS - 1)).toEqual([]);
    expect(guard.look([EAN], REAPPEAR_AFTER_MS + 50)).toEqual([]);
  });

  it('counts two different codes in view, each once', () => {
    const guard = new RepeatGuard();
    expect(guard.look([EAN, '96385074'], 0)).toEqual([EAN, '96385074']);
    expect(guard.look(['96385074', EAN], 100)).toEqual([]);
  });
});
