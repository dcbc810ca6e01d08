import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/confirm-email/ConfirmEmailPage';

/** The link sent to a new email address: works logged in or not (the token is the proof). */
export const Route = createFileRoute('/confirm-email/$token')({
  component: function ConfirmEmailRoute() {
    const { token } = Route.useParams();
    return <ConfirmEmailPage token={token} />;
  },
});
