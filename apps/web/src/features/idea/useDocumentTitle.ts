import { MESSAGES } from '@thisoneforfree/contracts';
import { useEffect } from 'react';

/** "<title> - This One for Free" while the page is open. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} - ${MESSAGES.app.name}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
