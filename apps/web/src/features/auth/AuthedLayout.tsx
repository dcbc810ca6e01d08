import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { CenteredLoader } from '../../components/CenteredLoader';
import { useCurrentUser } from './useCurrentUser';

export function AuthedLayout() {
  const { user, isLoading } = useCurrentUser();
  const href = useLocation({ select: (location) => location.href });
  // The page that brought us here, read once: while navigating away the
  // location already points at /auth.
  const [from] = useState(href);
  if (isLoading) return <CenteredLoader label="Loading session" />;
  if (!user) return <Navigate to="/auth" search={{ redirect: from }} replace />;
  return <Outlet />;
}
