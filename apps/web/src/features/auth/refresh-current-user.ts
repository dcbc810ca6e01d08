import type { trpc } from '../../lib/trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * Reads the current user again after a change to the account made outside
 * the session's own calls (an emailed link opened). On a page opened from
 * that link, the first `auth.me` may still be on its way, answered before
 * the change; a plain invalidate would join that read instead of starting
 * one, and the old address or status would stay until a reload. So the read
 * in flight is cancelled first.
 */
export async function refreshCurrentUser(utils: Utils): Promise<void> {
  await utils.auth.me.cancel();
  await utils.auth.me.invalidate();
}
