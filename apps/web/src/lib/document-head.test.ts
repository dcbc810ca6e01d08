import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { removeServerHead, useFeedLink } from './document-head';

const feedLinks = () =>
  [...document.head.querySelectorAll('link[type="application/atom+xml"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the document head', () => {
  test('removeServerHead takes away only what the server marked', () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><meta name="citation_title" content="X" data-server-head><script type="application/ld+json" data-server-head>{}</script><link rel="icon" href="/favicon.svg">';
    removeServerHead();
    expect(document.head.innerHTML).toBe(
      '<meta charset="utf-8"><link rel="icon" href="/favicon.svg">',
    );
  });

  test('useFeedLink keeps one feed link, the page’s, and removes it with the page', () => {
    document.head.innerHTML =
      '<link rel="alternate" type="application/atom+xml" href="/feeds/ideas.atom?field=Physics" data-server-head>';
    const { rerender, unmount } = renderHook(({ href }) => useFeedLink(href, 'Newest ideas'), {
      initialProps: { href: '/feeds/ideas.atom?q=bees' },
    });
    expect(feedLinks()).toEqual(['/feeds/ideas.atom?q=bees']);
    rerender({ href: '/feeds/ideas.atom?user=3' });
    expect(feedLinks()).toEqual(['/feeds/ideas.atom?user=3']);
    unmount();
    expect(feedLinks()).toEqual([]);
  });
});
