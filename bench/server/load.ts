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
  if (warmup > 0) await run({ ...options, duration: warmup, amount: undefined }, []);
  const latencies: number[] = [];
  const result = await run(options, latencies);
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    perSecond: latencies.length / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    seconds: result.duration,
  };
}

function run(options: LoadOptions, latencies: number[]): Promise<autocannon.Result> {
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
    });
  });
}

/** "p50 1.2 / p95 3.4 / p99 5.6 ms, 1234 req/s (n=…)" */
export function describe(result: LoadResult): string {
  const problems =
    result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : '';
  return (
    `p50 ${result.p50.toFixed(2)} / p95 ${result.p95.toFixed(2)} / p99 ${result.p99.toFixed(2)} ms, ` +
    `${result.perSecond.toFixed(0)} req/s (${result.requests} requests${problems})`
  );
}
