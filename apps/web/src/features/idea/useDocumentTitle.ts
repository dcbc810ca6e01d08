import { MESSAGES } from '@thisoneforfree/contracts';
import { useEffect } from 'react';

/**
 * "<title> - This One for Free" while the page is open, the app's own title
 * after. (Not the title before: the server writes a page's title into the
 * first document it sends, which would then stay on the next page.)
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return undefined;
    document.title = `${title} - ${MESSAGES.app.name}`;
    return () => {
      document.title = MESSAGES.app.title;
    };
  }, [title]);
}
