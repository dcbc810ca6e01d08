import { forbidden } from '../../lib/errors.js';
import { isAdmin, type Viewer } from '../comments.js';

/**
 * Moderation is for admins: the check lives in the services, not the routes,
 * so REST and tRPC refuse everyone else the same way (403, after the input
 * is validated).
 */
export function assertAdmin(viewer: NonNullable<Viewer>, message: string): void {
  if (!isAdmin(viewer)) throw forbidden(message);
}
