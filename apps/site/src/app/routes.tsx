import type { ComponentType } from 'react';
import { ErrorPage } from '../pages/error-page';
import { RenderErrorBoundary } from './render-error-boundary';
import { type PageId, pageAt } from './site-pages';

/**
 * Each page's code is a chunk of its own, so a visitor downloads only the page they open; the browser entry loads
 * it before hydrating (the prerendered HTML preloads it), the prerenderer imports the pages directly.
 */
export const PAGE_LOADERS: Record<PageId, () => Promise<ComponentType>> = {
  home: async () => (await import('../pages/home-page')).HomePage,
  'book-demo': async () => (await import('../pages/book-demo-page')).BookDemoPage,
};

/**
 * The view for a URL path: `Page` (the component of the page at that path, loaded by the caller) or the error page
 * for a path that is no page. A render failure anywhere below shows the error page too. Each page is a document of
 * its own (links between them load the other page's prerendered HTML), so the site needs no client-side router.
 */
export function AppRoutes({ pathname, Page }: { pathname: string; Page: ComponentType | undefined }) {
  const page = pageAt(pathname);
  return (
    <RenderErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      {page && Page ? <Page /> : <ErrorPage />}
    </RenderErrorBoundary>
  );
}
