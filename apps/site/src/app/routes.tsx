import {
  type ComponentType,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type Location,
  Outlet,
  type RouteObject,
  useLocation,
  useNavigationType,
  useRoutes,
} from 'react-router-dom';
import { loadTexts } from '../i18n/dictionaries';
import type { Locale } from '../i18n/locales';
import { BookDemoPage } from '../pages/book-demo-page';
import { ErrorPage } from '../pages/error-page';
import { HomeBelowTheFold, HomePage } from '../pages/home-page';
import { SettingsProvider } from '../settings/settings-provider';
import { PageHead } from './page-head';
import { RenderErrorBoundary } from './render-error-boundary';
import { hostPaths, type PageId, SITE_MAP, type SiteMap } from './site-pages';
import { useCurrentPage } from './use-current-page';

/** A page's component, and what must have arrived before a navigation shows it (code and texts). */
export type PageView<L extends string> = {
  Component: ComponentType;
  prepare: (locale: L) => Promise<unknown>;
};

/**
 * The route table of a site map: every page in every language at each path a static host serves it under (a
 * folder's index.html too), the error view for any other path, all inside `Layout`; and what to fetch before
 * showing the page at a path.
 */
export function createSiteRoutes<L extends string, P extends string>(
  siteMap: SiteMap<L, P>,
  views: Record<P, PageView<L>>,
  layout: { Layout: ComponentType; ErrorView: ComponentType },
): { routes: RouteObject[]; prepare: (pathname: string) => Promise<unknown> } {
  const pageRoutes = siteMap.pages.flatMap((page) => {
    const { Component } = views[page.id];
    // "/cs" and "/cs/" are one route path to the router; "/cs/index.html" is another.
    return hostPaths(page.path)
      .filter((path) => path === '/' || !path.endsWith('/'))
      .map((path): RouteObject => ({ path, element: <Component /> }));
  });
  return {
    routes: [
      {
        element: <layout.Layout />,
        children: [...pageRoutes, { path: '*', element: <layout.ErrorView /> }],
      },
    ],
    prepare: (pathname) => {
      const page = siteMap.pageAt(pathname);
      return page ? views[page.id].prepare(page.locale) : Promise.resolve();
    },
  };
}

/** The texts of a page's first screen, in the language it is in. */
const firstTexts = (locale: Locale) => loadTexts(locale, 'first');

/** The site's pages: components, and what each needs before a navigation shows it. */
export const PAGE_VIEWS: Record<PageId, PageView<Locale>> = {
  // The sections after the hero too (code and the rest of the texts), so the page is whole when shown and
  // back/forward can restore a scroll position below the hero.
  home: {
    Component: HomePage,
    prepare: (locale) => Promise.all([firstTexts(locale), HomeBelowTheFold.preload()]),
  },
  'book-demo': { Component: BookDemoPage, prepare: firstTexts },
};

/** Scroll positions of the entries of this document's history, by entry. */
const scrollPositions = new Map<string, number>();

/**
 * The location to show: the URL's, once what its page needs has arrived (until then the current page stays, as a
 * document stays until the next one arrives). If it cannot arrive, the URL is loaded as a document instead.
 */
function usePreparedLocation(prepare: (pathname: string) => Promise<unknown>): Location {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  const latest = useRef(location);
  latest.current = location;
  useEffect(() => {
    if (location.key === shown.key) return;
    scrollPositions.set(shown.key, window.scrollY);
    prepare(location.pathname).then(
      () => {
        if (latest.current === location) setShown(location);
      },
      () => {
        window.location.assign(`${location.pathname}${location.search}${location.hash}`);
      },
    );
  }, [location, shown, prepare]);
  return shown;
}

/**
 * After the shown page changes within the document: back and forward restore where the visitor was, an anchor
 * lands on its section, any other navigation starts at the top; focus goes to the new page's main content.
 */
function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const handled = useRef(location.key);
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    // The browser would restore an entry's scroll before its page is shown; the site does it once it is.
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    // index.html's inline script hides an error view in another language than its document until it is rendered.
    document.documentElement.style.removeProperty('visibility');
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);
  useLayoutEffect(() => {
    // The first page is where the browser put it; each later one once (effects may run twice in development).
    if (handled.current === location.key) return;
    handled.current = location.key;
    const saved = navigationType === 'POP' ? scrollPositions.get(location.key) : undefined;
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    if (shownPath.current !== location.pathname) {
      shownPath.current = location.pathname;
      document.getElementById('main-content')?.focus({ preventScroll: true });
    }
  }, [location, navigationType]);
  return null;
}

/** Providers and head for the page shown: its language comes from its URL. */
function SiteShell({ children }: { children: ReactNode }) {
  const page = useCurrentPage();
  const { pathname } = useLocation();
  return (
    <SettingsProvider pageLocale={SITE_MAP.localeOfPath(pathname)}>
      <PageHead page={page} />
      {children}
    </SettingsProvider>
  );
}

/** The layout of every route: the page in its language, its head, scroll and focus on navigation. */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <SiteShell>
      <NavigationEffects />
      {/* A render failure shows the error view inside the layout, cleared by the next navigation. */}
      <RenderErrorBoundary resetKey={pathname} fallback={(error) => <ErrorPage error={error} />}>
        <Outlet />
      </RenderErrorBoundary>
    </SiteShell>
  );
}

/** The site's route table and what each page needs before it is shown. */
export const SITE_ROUTES = createSiteRoutes(SITE_MAP, PAGE_VIEWS, {
  Layout: SiteLayout,
  ErrorView: ErrorPage,
});

/** The site inside a router (the browser's, or the prerenderer's static one): the page at the URL. */
export function SiteRoutes() {
  const shown = usePreparedLocation(SITE_ROUTES.prepare);
  const element = useRoutes(SITE_ROUTES.routes, shown);
  // The same element while the shown location stays: a click changes the URL at once, and the page it leaves
  // need not render again while the next one is prepared.
  return useMemo(() => element, [shown]);
}
