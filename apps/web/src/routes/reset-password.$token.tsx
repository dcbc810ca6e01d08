import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/password-reset/ResetPasswordPage';

/** The link of the password reset email: works logged in or not. */
export const Route = createFileRoute('/reset-password/$token')({
  component: function ResetPasswordRoute() {
    const { token } = Route.useParams();
    return <ResetPasswordPage token={token} />;
  },
});
