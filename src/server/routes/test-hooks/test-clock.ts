/**
 * The server clock of a browser test run (HOLDFAST_TEST_HOOKS=1, only with NODE_ENV=test):
 * the real time plus an offset that POST /api/test/clock sets, so a test can jump weeks ahead.
 */
export class TestClock {
  private offsetMs = 0;

  readonly now = (): number => Date.now() + this.offsetMs;

  /** Move the clock to `at` (it keeps running from there). */
  set(at: number): void {
    this.offsetMs = at - Date.now();
  }
}
