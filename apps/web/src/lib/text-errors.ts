/**
 * An answer that is not JSON (a proxy's 502 page, a plain-text 500) would
 * reach the tRPC client as a JSON parse error ("Unexpected token 'b'"). SPEC
 * §8 wants the status code and the body text ("502: Bad Gateway"), so such
 * an answer is rewritten here as the error envelope the server itself sends.
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

/** A page of HTML is no message: the first 300 characters of the body are. */
const BODY_TEXT_MAX = 300;

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

/** `fetch` for the tRPC link: JSON answers pass through, any other failed answer becomes a tRPC error. */
export async function fetchWithTextErrors(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const response = await fetch(input, init);
  const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
  if (response.ok || isJson) return response;
  const body = (await response.text()).trim();
  const message = (body || response.statusText || 'Error').slice(0, BODY_TEXT_MAX);
  const error = {
    error: {
      message,
      code: -32603,
      data: {
        code: TRPC_CODES[response.status] ?? 'INTERNAL_SERVER_ERROR',
        httpStatus: response.status,
      },
    },
  };
  const count = batchSize(requestUrl(input));
  return new Response(
    JSON.stringify(count === null ? error : Array.from({ length: count }, () => error)),
    {
      status: response.status,
      statusText: response.statusText,
      headers: { 'content-type': 'application/json' },
    },
  );
}
