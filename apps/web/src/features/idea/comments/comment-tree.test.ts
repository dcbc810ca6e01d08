import { describe, expect, test } from 'vitest';
import type { CommentItem } from '@thisoneforfree/contracts';
import { buildCommentTree, countComments, isDeletedPlaceholder } from './comment-tree';
import { commentDate } from './relative-time';

function comment(id: number, parentId: number | null = null): CommentItem {
  return {
    id,
    ideaId: 1,
    userId: 1,
    parentId,
    content: `comment ${id}`,
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    flagCount: 0,
    author: { id: 1, username: 'ada', name: 'Ada' },
    flaggedByMe: false,
  };
}

const ids = (nodes: ReturnType<typeof buildCommentTree>): unknown =>
  nodes.map((node) => [node.comment.id, ids(node.replies)]);

describe('buildCommentTree', () => {
  test('nests replies under their parents in order', () => {
    const tree = buildCommentTree([
      comment(1),
      comment(2),
      comment(3, 1),
      comment(4, 3),
      comment(5, 1),
    ]);
    expect(ids(tree)).toEqual([
      [
        1,
        [
          [3, [[4, []]]],
          [5, []],
        ],
      ],
      [2, []],
    ]);
    expect(countComments(tree)).toBe(5);
  });

  test('a reply whose parent is not visible stays at the top level, marked as such', () => {
    const tree = buildCommentTree([comment(2, 99), comment(3)]);
    expect(ids(tree)).toEqual([
      [2, []],
      [3, []],
    ]);
    expect(tree.map((node) => node.isOrphan)).toEqual([true, false]);
  });

  test('the placeholder of a deleted comment keeps its replies under it and is not counted', () => {
    const placeholder = { ...comment(1), status: 'deleted' as const, content: '', author: null };
    const tree = buildCommentTree([placeholder, comment(2, 1), comment(3, 2)]);
    expect(ids(tree)).toEqual([[1, [[2, [[3, []]]]]]]);
    expect(isDeletedPlaceholder(placeholder)).toBe(true);
    expect(countComments(tree)).toBe(2);
    // An admin sees a deleted comment whole: it is no placeholder, and counts.
    const whole = { ...comment(1), status: 'deleted' as const };
    expect(isDeletedPlaceholder(whole)).toBe(false);
    expect(countComments(buildCommentTree([whole, comment(2, 1)]))).toBe(2);
  });

  test('a parent cycle in bad data does not lose comments', () => {
    const tree = buildCommentTree([comment(1, 2), comment(2, 1)]);
    expect(countComments(tree)).toBe(2);
  });
});

describe('commentDate', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  test('is relative while recent, then absolute', () => {
    expect(commentDate('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(commentDate('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(commentDate('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(commentDate('2026-03-09T11:00:00Z', now)).toBe('yesterday');
    expect(commentDate('2026-02-01T12:00:00Z', now)).toBe('Feb 1, 2026');
  });
});
