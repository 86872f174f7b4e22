import { describe, expect, it } from 'vitest';
import { failuresOf, type VitestReport } from './test-report';

const counts = { numPassedTests: 1, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0 };

describe('the failures named under the summary', () => {
  it('names each failed test by file and full name, with the first line of its reason', () => {
    // The shape Vitest 4 writes (a failing assertion beside a passing test, recorded from a real run).
    const report: VitestReport = {
      ...counts,
      testResults: [
        {
          name: '/repo/scripts/example.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            {
              fullName: 'a group fails here',
              status: 'failed',
              failureMessages: [
                'AssertionError: expected 2 to be 3 // Object.is equality\n    at /repo/scripts/example.test.ts:4:19',
              ],
            },
            { fullName: 'a group passes', status: 'passed', failureMessages: [] },
          ],
        },
        { name: '/repo/src/ok.test.ts', status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
      ],
    };
    expect(failuresOf(report, '/repo')).toEqual([
      {
        test: 'scripts/example.test.ts > a group fails here',
        reason: 'AssertionError: expected 2 to be 3 // Object.is equality',
      },
    ]);
  });

  it('names a file that failed before its tests ran (an import error, a hook), with its message', () => {
    const report: VitestReport = {
      ...counts,
      testResults: [
        {
          name: '/repo/src/broken.test.ts',
          status: 'failed',
          message: '\nFailed to load url ./missing (resolved id: ./missing)\n  in src/broken.test.ts',
          assertionResults: [],
        },
      ],
    };
    expect(failuresOf(report, '/repo')).toEqual([
      { test: 'src/broken.test.ts', reason: 'Failed to load url ./missing (resolved id: ./missing)' },
    ]);
  });

  it('names nothing when everything passed', () => {
    expect(failuresOf({ ...counts, numFailedTests: 0, testResults: [] })).toEqual([]);
  });
});
