import type { ComponentType } from 'react';
import { BookDemoPage } from '../pages/book-demo-page';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import { RenderErrorBoundary } from './render-error-boundary';
import { type PageId, pageAt } from './site-pages';

/**
 * The code of each page's first screen. Both are in the entry chunk: the smaller page's code costs less than a
 * second request before hydration would (what comes after the home page's hero is a chunk of its own).
 */
export const PAGES: Record<PageId, ComponentType> = { home: HomePage, 'book-demo': BookDemoPage };

/**
 * The view for a URL path: its page, or the error page for a path that is no page. A render failure anywhere below
 * shows the error page too. Each page is a document of its own (links between them load the other page's
 * prerendered HTML), so the site needs no client-side router.
 */
export function AppRoutes({
  pathname,
  pages = PAGES,
}: {
  pathname: string;
  /** Other components for the pages (tests). */
  pages?: Record<PageId, ComponentType>;
}) {
  const page = pageAt(pathname);
  const Page = page ? pages[page.id] : ErrorPage;
  return (
    <RenderErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      <Page />
    </RenderErrorBoundary>
  );
}
