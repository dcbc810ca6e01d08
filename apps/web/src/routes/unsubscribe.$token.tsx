import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../features/unsubscribe/UnsubscribePage';

/** A notification email's unsubscribe link: works logged in or not (the token is the proof). */
export const Route = createFileRoute('/unsubscribe/$token')({
  component: function UnsubscribeRoute() {
    const { token } = Route.useParams();
    return <UnsubscribePage token={token} />;
  },
});
