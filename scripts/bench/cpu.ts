/**
 * CPU accounting for one scenario (Linux /proc; null elsewhere): how much of a core the
 * server, the bench process (autocannon) and everything else on the machine used. A busy
 * machine (other test runs, PostgreSQL itself) makes numbers noisy; this says how noisy.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Busy CPU seconds of the whole machine (all cores), or null. */
function systemBusySeconds(): number | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const f = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest is already inside user)
    const busy = (f[0] ?? 0) + (f[1] ?? 0) + (f[2] ?? 0) + (f[5] ?? 0) + (f[6] ?? 0) + (f[7] ?? 0);
    return busy / clockTicks();
  } catch {
    return null;
  }
}

/** utime + stime of a process, in seconds, or null. */
function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces: split after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return null;
  }
}

export interface CpuUsage {
  /** Percent of ONE core, averaged over the interval. */
  serverPct: number;
  benchPct: number;
  /** Everything else on the machine (PostgreSQL included when it is used). */
  otherPct: number;
  cores: number;
}

export interface CpuMeter {
  stop(): CpuUsage | null;
}

export function startCpuMeter(serverPid: number | undefined, cores: number): CpuMeter {
  const wall0 = performance.now();
  const sys0 = systemBusySeconds();
  const srv0 = serverPid ? processCpuSeconds(serverPid) : null;
  const self0 = process.cpuUsage();
  return {
    stop() {
      const wall = (performance.now() - wall0) / 1000;
      const sys1 = systemBusySeconds();
      const srv1 = serverPid ? processCpuSeconds(serverPid) : null;
      if (sys0 === null || sys1 === null || wall <= 0) return null;
      if (serverPid && (srv0 === null || srv1 === null)) return null;
      const self = process.cpuUsage(self0);
      const selfS = (self.user + self.system) / 1e6;
      const server = srv0 !== null && srv1 !== null ? srv1 - srv0 : 0;
      const other = Math.max(0, sys1 - sys0 - server - selfS);
      const pct = (s: number) => Math.round((s / wall) * 1000) / 10;
      return { serverPct: pct(server), benchPct: pct(selfS), otherPct: pct(other), cores };
    },
  };
}

/**
 * Waits until the whole machine used less than `maxCores` of CPU over two half-second windows in
 * a row, for at most `timeoutMs`; returns the milliseconds waited (also when it gave up).
 */
export async function waitForQuietCpu(maxCores = 0.25, timeoutMs = 20_000): Promise<number> {
  const started = performance.now();
  let quietWindows = 0;
  while (performance.now() - started < timeoutMs) {
    const busy0 = systemBusySeconds();
    const wall0 = performance.now();
    await new Promise((r) => setTimeout(r, 500));
    const busy1 = systemBusySeconds();
    if (busy0 === null || busy1 === null) return performance.now() - started; // not Linux
    const cores = (busy1 - busy0) / ((performance.now() - wall0) / 1000);
    quietWindows = cores < maxCores ? quietWindows + 1 : 0;
    if (quietWindows >= 2) break;
  }
  return performance.now() - started;
}
