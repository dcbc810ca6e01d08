import { createFileRoute, redirect } from '@tanstack/react-router';
import { CenteredLoader } from '../components/CenteredLoader';
import { AuthedLayout } from '../features/auth/AuthedLayout';

/**
 * Pathless layout for logged-in pages (/submit, /favorites, /settings): the
 * session is loaded first (a spinner meanwhile), and a visitor goes to /auth,
 * coming back here after logging in. The pages' own loaders run after this.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    // A session that cannot be read is no session (SPEC §4).
    const user = await context.trpcUtils.auth.me.ensureData().catch(() => null);
    if (user === null) {
      redirect({ to: '/auth', search: { redirect: location.href }, throw: true });
    }
  },
  pendingComponent: () => <CenteredLoader label="Loading session" />,
  component: AuthedLayout,
});
