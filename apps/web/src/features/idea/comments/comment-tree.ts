import type { CommentItem } from '@thisoneforfree/contracts';

export interface CommentNode {
  comment: CommentItem;
  replies: CommentNode[];
  /** A reply shown at the top level because its parent is not shown to this viewer. */
  isOrphan: boolean;
}

/**
 * Threads a flat list (oldest first) into top-level comments with their
 * replies nested under them, keeping the order within each level. A reply
 * whose parent the viewer cannot see (hidden, deleted) is shown at the top
 * level rather than dropped.
 */
export function buildCommentTree(comments: readonly CommentItem[]): CommentNode[] {
  const nodes = new Map<number, CommentNode>();
  for (const comment of comments) nodes.set(comment.id, { comment, replies: [], isOrphan: false });

  const roots: CommentNode[] = [];
  for (const comment of comments) {
    const node = nodes.get(comment.id)!;
    const parent =
      comment.parentId !== null && comment.parentId !== comment.id
        ? nodes.get(comment.parentId)
        : undefined;
    if (parent && !isAncestor(node, parent, nodes)) parent.replies.push(node);
    else {
      node.isOrphan = comment.parentId !== null && parent === undefined;
      roots.push(node);
    }
  }
  return roots;
}

/** Guards against a parent cycle in bad data: is `candidate` below `node`? */
function isAncestor(
  node: CommentNode,
  candidate: CommentNode,
  nodes: Map<number, CommentNode>,
): boolean {
  const seen = new Set<number>();
  let current: CommentNode | undefined = candidate;
  while (current && !seen.has(current.comment.id)) {
    if (current === node) return true;
    seen.add(current.comment.id);
    const parentId: number | null = current.comment.parentId;
    current = parentId === null ? undefined : nodes.get(parentId);
  }
  return false;
}

/**
 * A deleted comment the server lists only as the placeholder its replies
 * hang under: no text, no author (admins get deleted comments whole).
 */
export function isDeletedPlaceholder(comment: CommentItem): boolean {
  return comment.status === 'deleted' && comment.content === '';
}

/** Number of comments in the tree, replies included; placeholders of deleted ones are not. */
export function countComments(nodes: readonly CommentNode[]): number {
  return nodes.reduce(
    (total, node) =>
      total + (isDeletedPlaceholder(node.comment) ? 0 : 1) + countComments(node.replies),
    0,
  );
}
