import type { CommentStatus } from '@thisoneforfree/contracts';

/** SPEC §4 badge colours: active green, flagged amber, hidden grey, deleted red. */
export const COMMENT_STATUS_COLORS: Record<CommentStatus, string> = {
  active: 'green',
  flagged: 'yellow',
  hidden: 'gray',
  deleted: 'red',
};

export const COMMENT_STATUS_LABELS: Record<CommentStatus, string> = {
  active: 'Active',
  flagged: 'Flagged',
  hidden: 'Hidden',
  deleted: 'Deleted',
};
