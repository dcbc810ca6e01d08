import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useCurrentUser } from './useCurrentUser';

/**
 * The logged-in pages' layout. The route (routes/_authed.tsx) has loaded the
 * session and sent visitors to /auth already.
 */
export function AuthedLayout() {
  const { user } = useCurrentUser();
  const href = useLocation({ select: (location) => location.href });
  // The page that brought us here, read once: while navigating away the
  // location already points at /auth.
  const [from] = useState(href);
  // A session that ends while the page is open (a call answered 401) leaves
  // the page where it is, so nothing typed is lost; the top bar shows the
  // visitor as logged out and the next guarded page goes to /auth.
  const signedInHere = useRef(false);
  if (user) signedInHere.current = true;
  if (!user && !signedInHere.current) {
    return <Navigate to="/auth" search={{ redirect: from }} replace />;
  }
  return <Outlet />;
}
