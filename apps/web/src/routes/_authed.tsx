import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthedLayout } from '../features/auth/AuthedLayout';

/**
 * Pathless layout for logged-in pages (/submit, /favorites, /settings): a
 * spinner while the session loads, then /auth when there is no user.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    // Known visitor: redirect before rendering anything.
    if (context.trpcUtils.auth.me.getData() === null) {
      redirect({ to: '/auth', search: { redirect: location.href }, throw: true });
    }
  },
  component: AuthedLayout,
});
