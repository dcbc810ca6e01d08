import { createFileRoute, redirect } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/verify-email/VerifyEmailPage';

/** The link from the verification email; logged-in users are sent home. */
export const Route = createFileRoute('/verify-email/$token')({
  beforeLoad: ({ context }) => {
    if (context.trpcUtils.auth.me.getData()) redirect({ to: '/', throw: true });
  },
  component: VerifyEmailPage,
});
