/**
 * When a code held in front of the camera counts (decision 0326). The camera reads the same can
 * many times a second: it counts once when it comes into view, and again only after it has been
 * out of view for REAPPEAR_AFTER_MS, seen by at least one look without it (so a pause in the
 * looks, a tab in the background, never counts a can that stayed in view). Ten cans of the same
 * product shown one after the other are ten passes.
 */
export const REAPPEAR_AFTER_MS = 1000;

export class RepeatGuard {
  /** Codes in view (or gone for less than REAPPEAR_AFTER_MS): code -> when last seen. */
  private readonly held = new Map<string, number>();

  constructor(private readonly reappearAfterMs = REAPPEAR_AFTER_MS) {}

  /** One look at time `now` (ms) that saw `codes`: the codes that count now, each once. */
  look(codes: Iterable<string>, now: number): string[] {
    const seen = new Set(codes);
    for (const [code, lastSeen] of this.held) {
      if (!seen.has(code) && now - lastSeen >= this.reappearAfterMs) this.held.delete(code);
    }
    const counted: string[] = [];
    for (const code of seen) {
      if (!this.held.has(code)) counted.push(code);
      this.held.set(code, now);
    }
    return counted;
  }

  reset() {
    this.held.clear();
  }
}
