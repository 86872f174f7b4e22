/** The printed table and the JSON file. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Measurement } from './measure';
import type { Target } from './scenarios';

const MB = 1024 * 1024;

export function mb(bytes: number | null | undefined): string {
  return bytes ? (bytes / MB).toFixed(1) : 'n/a';
}

function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}

export function describeTarget(target: Target | undefined): string {
  if (!target) return '';
  const parts: string[] = [];
  if (target.minRps !== undefined) parts.push(`>=${target.minRps} req/s`);
  if (target.maxP50Ms !== undefined) parts.push(`p50<=${target.maxP50Ms} ms`);
  if (target.maxP99Ms !== undefined) parts.push(`p99<${target.maxP99Ms} ms`);
  return parts.join(', ');
}

/** Pass/fail from the measurement only; null when no target is declared. */
export function judgeTarget(m: Measurement, target: Target | undefined): boolean | null {
  if (!target || (target.minRps === undefined && target.maxP99Ms === undefined && target.maxP50Ms === undefined))
    return null;
  if (target.minRps !== undefined && !(m.rate >= target.minRps)) return false;
  if (target.maxP50Ms !== undefined && !(m.p50Ms <= target.maxP50Ms)) return false;
  if (target.maxP99Ms !== undefined && !(m.p99Ms < target.maxP99Ms)) return false;
  return true;
}

export function renderTable(rows: Measurement[]): string {
  const header = ['database', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'target'];
  const right = [false, false, true, true, true, true, true, false];
  const body = rows.map((m) => [
    m.database,
    m.scenario,
    m.rate.toFixed(0),
    ms(m.p50Ms),
    ms(m.p99Ms),
    String(m.errors),
    m.non2xx === null ? '-' : String(m.non2xx),
    m.targetMet === null || m.targetMet === undefined
      ? '-'
      : `${describeTarget(m.target)}: ${m.targetMet ? 'PASS' : 'FAIL'}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

export async function writeJson(dir: string, data: unknown): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `bench-${stamp}.json`);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
