import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { useCurrentUser } from './useCurrentUser';

export function AuthedLayout() {
  const { user, isLoading } = useCurrentUser();
  const href = useLocation({ select: (location) => location.href });
  if (isLoading) return <CenteredLoader label="Loading session" />;
  if (!user) return <Navigate to="/auth" search={{ redirect: href }} replace />;
  return <Outlet />;
}
