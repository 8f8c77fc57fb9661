import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { BookDemoPage } from '../pages/book-demo-page';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import { RenderErrorBoundary } from './render-error-boundary';
import { RootLayout } from './root-layout';

/** The site's routes: "/", "/book-demo", and the error page for anything else. */
export const ROUTE_TREE: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'book-demo', element: <BookDemoPage /> },
      { path: '*', element: <ErrorPage /> },
    ],
  },
];

/**
 * The routes inside any react-router `<Router>` (browser, static or memory): a render failure anywhere
 * below shows the error page too, until the visitor navigates elsewhere.
 */
export function AppRoutes({ routes = ROUTE_TREE }: { routes?: RouteObject[] }) {
  const { pathname } = useLocation();
  return (
    <RenderErrorBoundary resetKey={pathname} fallback={(error) => <ErrorPage error={error} />}>
      <MatchedRoute routes={routes} />
    </RenderErrorBoundary>
  );
}

// A component of its own, so that a failure while matching is inside the boundary too.
function MatchedRoute({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Paths written as static HTML by the build (scripts/prerender.mjs), with their output file. */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', title: 'meta.title', description: 'meta.description' },
  {
    path: '/book-demo',
    file: 'book-demo/index.html',
    title: 'meta.bookTitle',
    description: 'meta.bookDescription',
  },
  { path: '/404', file: '404.html', title: 'error.title', description: 'error.text' },
] as const;

/** Compares paths the way a static host does: "/book-demo/" is "/book-demo". */
export function samePath(a: string, b: string): boolean {
  const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return normal(a) === normal(b);
}
