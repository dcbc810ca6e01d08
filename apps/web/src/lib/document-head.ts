import { ATOM_MEDIA_TYPE } from '@thisoneforfree/contracts';
import { useEffect } from 'react';

/*
 * The document's <head> beyond the title: the tags the server wrote for the
 * first page it sent (citation metadata, cards, JSON-LD: marked
 * `data-server-head`), and the feed autodiscovery link a page sets.
 */

/** The mark the server puts on every tag it writes for a page (services/page-head on the server). */
export const SERVER_HEAD_SELECTOR = '[data-server-head]';

/**
 * Takes away the head the server wrote for the first page: once the app
 * shows another page, those tags would describe the wrong one (Zotero's
 * connector reads the live document).
 */
export function removeServerHead(doc: Document = document): void {
  for (const element of doc.head.querySelectorAll(SERVER_HEAD_SELECTOR)) element.remove();
}

const FEED_LINK = `link[rel="alternate"][type="${ATOM_MEDIA_TYPE}"]`;

/**
 * Feed autodiscovery while the page is shown: one `<link rel="alternate"
 * type="application/atom+xml">` to `href` (the server's, or another page's,
 * is replaced), gone when the page goes.
 */
export function useFeedLink(href: string, title: string): void {
  useEffect(() => {
    for (const old of document.head.querySelectorAll(FEED_LINK)) old.remove();
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = ATOM_MEDIA_TYPE;
    link.href = href;
    link.title = title;
    document.head.append(link);
    return () => link.remove();
  }, [href, title]);
}
