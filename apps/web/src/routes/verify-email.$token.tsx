import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/verify-email/VerifyEmailPage';

/**
 * The link from the verification email. The token is used even for a
 * logged-in user (registering logs you in), who is then sent home.
 */
export const Route = createFileRoute('/verify-email/$token')({
  component: function VerifyEmailRoute() {
    const { token } = Route.useParams();
    return <VerifyEmailPage token={token} />;
  },
});
