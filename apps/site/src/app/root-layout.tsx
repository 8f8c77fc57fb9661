import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Shared frame of every route; a new page starts at its top. */
export function RootLayout() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not an input
  useEffect(() => {
    // react-router's <ScrollRestoration> would add an inline script, which the CSP does not allow.
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
