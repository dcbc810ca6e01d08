import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/verify-email/VerifyEmailPage';

/** /verify-email without a token: the "Invalid verification link" error. */
export const Route = createFileRoute('/verify-email/')({
  component: function MissingTokenRoute() {
    return <VerifyEmailPage token={undefined} />;
  },
});
