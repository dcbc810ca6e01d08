import type { FlagQueuePage, ModerationLogPage } from '@thisoneforfree/contracts';
import { LIMITS, MESSAGES } from '@thisoneforfree/contracts';
import { openFlagsOf, type OpenFlagRow } from '../../data/comment-flags.js';
import {
  commentsWithAuthorByIds,
  countLog,
  countQueue,
  logRows,
  queueRows,
} from '../../data/moderation.js';
import { toCommentWithAuthor } from '../../serializers/comments.js';
import { toFlagQueueItem, toModerationLogEntry } from '../../serializers/moderation.js';
import type { Viewer } from '../comments.js';
import type { Services } from '../context.js';
import { assertAdmin } from './admins.js';

/** The admins' two lists (issue 13, the /admin page), `LIMITS.moderationPageSize` a page. */

const pageSize = LIMITS.moderationPageSize;
const window = (page: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/**
 * The moderation queue: comments with flags awaiting review, the latest
 * flag first, each with its idea, the comment it replies to and those flags
 * (reason, details, who, when). A comment leaves it when an admin sets its
 * status. A page past the last is empty.
 */
export async function listFlagQueue(
  ctx: Services,
  viewer: NonNullable<Viewer>,
  page: number,
): Promise<FlagQueuePage> {
  assertAdmin(viewer, MESSAGES.errors.moderationAdminOnly);
  const [rows, total] = await Promise.all([queueRows(ctx.db, window(page)), countQueue(ctx.db)]);
  const parentIds = [...new Set(rows.flatMap((row) => row.parent_id ?? []))];
  const [flags, parents] = await Promise.all([
    openFlagsOf(
      ctx.db,
      rows.map((row) => row.id),
    ),
    commentsWithAuthorByIds(ctx.db, parentIds),
  ]);
  const flagsOf = new Map<number, OpenFlagRow[]>();
  for (const flag of flags) {
    const list = flagsOf.get(flag.comment_id) ?? [];
    list.push(flag);
    flagsOf.set(flag.comment_id, list);
  }
  const parentOf = new Map(parents.map((row) => [row.id, toCommentWithAuthor(row)]));
  return {
    items: rows.map((row) =>
      toFlagQueueItem(
        row,
        flagsOf.get(row.id) ?? [],
        row.parent_id === null ? null : (parentOf.get(row.parent_id) ?? null),
      ),
    ),
    page,
    pageSize,
    total,
  };
}

/** The moderation log: every status change by an admin or by the flag threshold, newest first. */
export async function listModerationLog(
  ctx: Services,
  viewer: NonNullable<Viewer>,
  page: number,
): Promise<ModerationLogPage> {
  assertAdmin(viewer, MESSAGES.errors.moderationAdminOnly);
  const [rows, total] = await Promise.all([logRows(ctx.db, window(page)), countLog(ctx.db)]);
  return { items: rows.map(toModerationLogEntry), page, pageSize, total };
}
