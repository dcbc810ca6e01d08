import { useState } from 'react';
import { config } from '../../lib/config';
import { deferred, useDeferred } from '../../lib/deferred';
import { useIdle } from './useIdle';

// The modal's code (Mantine's Modal) loads the first time it is needed.
const feedbackModal = deferred(() => import('./FeedbackModal'));

/** Set for the rest of the browser session (this tab, reloads included) once the prompt is dismissed. */
const DISMISSED_KEY = 'thisoneforfree.idleFeedbackDismissed';

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    // Storage can be refused (privacy settings): then the prompt just may come back after a reload.
    return false;
  }
}

/**
 * After 5 minutes without activity, ask for survey feedback (SPEC §2), at
 * most once per browser session: after Maybe Later, Give Feedback or closing
 * it, it does not come back until the visitor's next session.
 */
export function IdleFeedbackModal() {
  const [dismissed, setDismissed] = useState(dismissedThisSession);
  const [idle] = useIdle(config.idleFeedbackMs, !dismissed);
  const loaded = useDeferred(feedbackModal, idle);
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Remembered for this page at least (state below).
    }
    setDismissed(true);
  };
  return loaded ? <loaded.FeedbackModal opened={idle && !dismissed} onClose={dismiss} /> : null;
}
