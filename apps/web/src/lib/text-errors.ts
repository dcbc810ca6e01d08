/**
 * A failed answer that is not tRPC's own (a proxy's 502 page, a plain-text
 * 500, the server's `{ message }` JSON from before tRPC runs: a refused
 * Origin, a database that failed while reading the session) would reach the
 * tRPC client as a parse error ("Unexpected token '<'", "Unable to transform
 * response"). SPEC §8 wants the status code and the text ("502: Bad
 * Gateway"), so such an answer is rewritten here as the error envelope the
 * server itself sends, with the server's message when it gave one and the
 * status text instead of a page of HTML.
 */

const TRPC_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

/** A plain-text body is shown up to this length. */
const BODY_TEXT_MAX = 300;

/** Reason phrases for when a proxy sends none (HTTP/2 has no status text at all). */
const REASONS: Record<number, string> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** How many calls a batched request carries (`/trpc/a,b,c?batch=1`), or null when it is not batched. */
function batchSize(url: URL): number | null {
  if (url.searchParams.get('batch') !== '1') return null;
  const paths = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return paths.split(',').length;
}

function requestUrl(input: RequestInfo | URL): URL {
  const href = input instanceof Request ? input.url : String(input);
  return new URL(href, globalThis.location?.href ?? 'http://localhost/');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The tRPC server's own error answer: `{ error }`, or for a batch an array of `{ error }` / `{ result }`. */
function isTrpcEnvelope(body: unknown): boolean {
  if (Array.isArray(body))
    return body.every((item) => isObject(item) && ('error' in item || 'result' in item));
  return isObject(body) && isObject(body.error);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What to show of a failed answer that is not tRPC's: the server's
 * `{ message }` (its JSON errors outside tRPC, a 500 among them), the text
 * of a plain-text body, or, for a page of HTML (a proxy's "502 Bad Gateway"
 * page) or nothing readable, the status text.
 */
function messageOf(response: Response, text: string, json: unknown): string {
  if (isObject(json) && typeof json.message === 'string' && json.message.trim()) {
    return json.message.trim().slice(0, BODY_TEXT_MAX);
  }
  const isHtml = /\bhtml\b/i.test(response.headers.get('content-type') ?? '') || /^\s*</.test(text);
  const body = text.trim();
  if (body && !isHtml && json === undefined) return body.slice(0, BODY_TEXT_MAX);
  return response.statusText || REASONS[response.status] || 'Error';
}

/** `fetch` for the tRPC link: tRPC's answers pass through, any other failed answer becomes a tRPC error. */
export async function fetchWithTextErrors(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const response = await fetch(input, init);
  if (response.ok) return response;
  const text = await response.text();
  const json = parseJson(text);
  const rebuilt = (body: string) =>
    new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: { 'content-type': 'application/json' },
    });
  if (isTrpcEnvelope(json)) return rebuilt(text);
  const error = {
    error: {
      message: messageOf(response, text, json),
      code: -32603,
      data: {
        code: TRPC_CODES[response.status] ?? 'INTERNAL_SERVER_ERROR',
        httpStatus: response.status,
      },
    },
  };
  const count = batchSize(requestUrl(input));
  return rebuilt(
    JSON.stringify(count === null ? error : Array.from({ length: count }, () => error)),
  );
}
