/**
 * What `npm test` says of a Vitest JSON report under its summary (scripts/test.ts): each failed
 * test named again with the first line of its reason, because a CI log is often read from its end
 * and the failure itself was printed long before.
 */
import path from 'node:path';

export interface Failure {
  test: string;
  reason: string;
}

/** The parts of Vitest's JSON report (`--reporter=json`) read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    message?: string;
    status?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Each failed test with the first line of its reason; a file that failed to run counts as one. */
export function failuresOf(report: VitestReport, root = process.cwd()): Failure[] {
  const firstLine = (text = '') => text.split('\n').find((line) => line.trim() !== '') ?? '';
  const out: Failure[] = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) out.push({ test: `${where} > ${a.fullName}`, reason: firstLine(a.failureMessages?.[0]) });
    if (failed.length === 0 && file.status === 'failed') out.push({ test: where, reason: firstLine(file.message) });
  }
  return out;
}
