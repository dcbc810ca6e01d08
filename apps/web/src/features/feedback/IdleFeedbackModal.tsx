import { config } from '../../lib/config';
import { deferred, useDeferred } from '../../lib/deferred';
import { useIdle } from './useIdle';

// The modal's code (Mantine's Modal) loads the first time it is needed.
const feedbackModal = deferred(() => import('./FeedbackModal'));

/** After 5 minutes without activity, ask for survey feedback (SPEC §2). */
export function IdleFeedbackModal() {
  const [idle, restart] = useIdle(config.idleFeedbackMs);
  const loaded = useDeferred(feedbackModal, idle);
  return loaded ? <loaded.FeedbackModal opened={idle} onClose={restart} /> : null;
}
