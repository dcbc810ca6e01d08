import Negotiator from 'negotiator';

/**
 * Content negotiation by `Accept` with the `negotiator` package (express's
 * and koa's: q-values, wildcards, specificity and media type parameters
 * handled as RFC 9110 says), rather than a parser of our own.
 *
 * `offered` lists what a route can send, its default first: a client that
 * sends no `Accept`, `*\/*`, or only types the route does not have gets the
 * first. A parameter in `Accept` must match one offered
 * (`text/x-bibliography; style=mla` picks only the offer with `style=mla`);
 * `text/x-bibliography` alone picks the first offer of that type.
 */
export function negotiate<T extends string>(
  accept: string | undefined,
  offered: readonly [T, ...T[]],
): T {
  if (!accept) return offered[0];
  const preferred = new Negotiator({ headers: { accept } }).mediaType([...offered]);
  return (preferred as T | undefined) ?? offered[0];
}
