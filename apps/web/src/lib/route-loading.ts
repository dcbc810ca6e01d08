import { notFound } from '@tanstack/react-router';
import { parseId } from '@thisoneforfree/contracts';
import { isNotFound } from './errors';

/**
 * The `params` option of a route with an `$id` segment (`/idea/$id`,
 * `/users/$id`). The id is read with contracts' `parseId`, the one id rule;
 * anything else ("/idea/abc", "/users/0") is the route's not-found screen,
 * without a call to the server. Links then take the id as a number:
 * `params={{ id: idea.id }}`.
 */
export const idParams = {
  parse: ({ id }: { id: string }): { id: number } => {
    const parsed = parseId(id);
    // TanStack Router's not-found signal is a plain object, thrown as its docs do.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (parsed === null) throw notFound();
    return { id: parsed };
  },
  stringify: ({ id }: { id: number }): { id: string } => ({ id: String(id) }),
};

/**
 * The `params` of `/idea/$id/v/$version`: both read with `parseId` (a version
 * is a positive whole number too); anything else is the not-found screen.
 */
export const ideaVersionParams = {
  parse: ({ id, version }: { id: string; version: string }): { id: number; version: number } => {
    const parsedId = parseId(id);
    const parsedVersion = parseId(version);
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (parsedId === null || parsedVersion === null) throw notFound();
    return { id: parsedId, version: parsedVersion };
  },
  stringify: ({ id, version }: { id: number; version: number }) => ({
    id: String(id),
    version: String(version),
  }),
};

/**
 * For a route loader: the server's NOT_FOUND becomes the route's not-found
 * screen; any other failure is the route's error screen.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
