import { readFileSync } from 'node:fs';

/** A process's memory from /proc (Linux): resident now and its high-water mark. */
export interface Memory {
  /** VmRSS, bytes. */
  rss: number;
  /** VmHWM: the highest VmRSS since the process started, bytes. */
  hwm: number;
}

export function readMemory(pid: number): Memory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
  } catch {
    return null; // the process has ended
  }
}

/**
 * Samples VmRSS every `intervalMs` while something runs: VmHWM covers the
 * whole life of the process, the sampler one stretch of it.
 */
export class RssSampler {
  private timer: NodeJS.Timeout | null = null;
  max = 0;
  samples = 0;

  constructor(
    private readonly pid: number,
    private readonly intervalMs = 50,
  ) {}

  start(): this {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    return this;
  }

  stop(): number {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
    return this.max;
  }

  private sample(): void {
    const memory = readMemory(this.pid);
    if (!memory) return;
    this.samples += 1;
    this.max = Math.max(this.max, memory.rss);
  }
}

export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
