import autocannon from 'autocannon';

/** One request of a load run, chosen afresh for every request sent. */
export interface RequestSpec {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadOptions {
  origin: string;
  connections: number;
  /** Seconds; or `amount` requests, whichever is given. */
  duration?: number;
  amount?: number;
  /** The next request to send; called once per request. */
  next: () => RequestSpec;
  headers?: Record<string, string>;
  /**
   * Seconds of the same load first, not counted (default 5): the server's
   * JIT, PostgreSQL's buffers and the load generator's own JIT warm up. With
   * 1 s, ideas.similar's p95 on PostgreSQL counted the first seconds after a
   * start, 0.3-0.6 ms above the same process's later runs (bench/README.md,
   * 2026-11-29).
   */
  warmup?: number;
}

/** What a browser sends: with it the server compresses answers of 1 KB or more, as it would for a person. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export interface LoadResult {
  requests: number;
  perSecond: number;
  /** Milliseconds, from every response's own time (autocannon's summary has no p95). */
  p50: number;
  p95: number;
  p99: number;
  /**
   * The p95 of each whole second of the run, summarised: their median and
   * the worst. On this host even a bare round trip has slow spells of a
   * fraction of a second to minutes (bench/README.md, 2026-11-29, night):
   * the median second tells a run's p95 made by a few slow seconds from one
   * made by most of them.
   */
  secondP95: { median: number; worst: number; seconds: number };
  non2xx: number;
  errors: number;
  seconds: number;
}

export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs autocannon against `origin` (after a warm-up) and summarises every response's latency. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const warmup = options.warmup ?? 5;
  if (warmup > 0) await run({ ...options, duration: warmup, amount: undefined }, [], []);
  const latencies: number[] = [];
  const times: number[] = [];
  const result = await run(options, latencies, times);
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    perSecond: latencies.length / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    secondP95: p95PerSecond(latencies, times),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    seconds: result.duration,
  };
}

/** The p95 of each whole second (by the time each response came), summarised. */
export function p95PerSecond(
  latencies: readonly number[],
  times: readonly number[],
): LoadResult['secondP95'] {
  const bySecond = new Map<number, number[]>();
  const start = times[0] ?? 0;
  times.forEach((time, index) => {
    const second = Math.floor((time - start) / 1000);
    const list = bySecond.get(second) ?? [];
    list.push(latencies[index]!);
    bySecond.set(second, list);
  });
  const last = Math.floor(((times.at(-1) ?? start) - start) / 1000);
  // The last second is cut short by the run's end: left out unless it is the only one.
  const whole = [...bySecond].filter(([second]) => second < last || last === 0);
  const p95s = Float64Array.from(whole, ([, list]) =>
    percentile(Float64Array.from(list).sort(), 95),
  ).sort();
  return {
    median: percentile(p95s, 50),
    worst: p95s.at(-1) ?? Number.NaN,
    seconds: p95s.length,
  };
}

function run(
  options: LoadOptions,
  latencies: number[],
  times: number[],
): Promise<autocannon.Result> {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
        headers: options.headers ?? {},
        requests: [
          {
            setupRequest: (request) => {
              const spec = options.next();
              return {
                ...request,
                method: spec.method ?? 'GET',
                path: spec.path,
                ...(spec.body !== undefined ? { body: spec.body } : { body: undefined }),
                headers: {
                  ...options.headers,
                  ...(spec.body !== undefined ? { 'content-type': 'application/json' } : {}),
                  ...spec.headers,
                },
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      times.push(performance.now());
    });
  });
}

/** "p50 1.2 / p95 3.4 / p99 5.6 ms, 1234 req/s (n requests); p95 of each second: median 2.1, worst 4.5 ms (9 s)" */
export function describe(result: LoadResult): string {
  const problems =
    result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : '';
  const { secondP95 } = result;
  const seconds =
    secondP95.seconds > 1
      ? `; p95 of each second: median ${secondP95.median.toFixed(2)}, worst ${secondP95.worst.toFixed(2)} ms (${secondP95.seconds} s)`
      : '';
  return (
    `p50 ${result.p50.toFixed(2)} / p95 ${result.p95.toFixed(2)} / p99 ${result.p99.toFixed(2)} ms, ` +
    `${result.perSecond.toFixed(0)} req/s (${result.requests} requests${problems})${seconds}`
  );
}
