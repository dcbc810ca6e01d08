import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/AuthPage';
import { validateAuthSearch } from '../features/auth/auth-search';

/** /auth and /auth?tab=register; logged-in users go home. */
export const Route = createFileRoute('/auth')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ context }) => {
    if (context.trpcUtils.auth.me.getData()) redirect({ to: '/', throw: true });
  },
  component: AuthPage,
});
