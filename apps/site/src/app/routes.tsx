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
import { loadDictionary } from '../i18n/dictionaries';
import { ErrorPage } from '../pages/error-page';
import { SettingsProvider } from '../settings/settings-provider';
import { PageHead } from './page-head';
import { RenderErrorBoundary } from './render-error-boundary';
import { revealPage } from './reveal-page';
import { SITE } from './site-declaration';
import { hostPaths, type PageId, SITE_MAP, type SiteMap } from './site-pages';
import { useCurrentPage } from './use-current-page';

/**
 * What a page module gives the router: its component, and optionally what else must have arrived before a
 * navigation shows it (code it loads lazily), so that the page is whole when shown.
 */
type PageModule = Record<string, unknown> & { preparePage?: () => Promise<unknown> };

const PAGE_MODULES = import.meta.glob<PageModule>('../pages/*-page.tsx', { eager: true });

/** "book-demo" → "BookDemoPage": the export a page's module names its component by. */
const componentName = (id: string): string =>
  `${id.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Page`;

/** A declared page's module and component, found by the convention above; throws naming what is missing. */
function pageView(id: PageId): PageView {
  const module = PAGE_MODULES[`../pages/${id}-page.tsx`] ?? {};
  const Component = module?.[componentName(id)];
  if (typeof Component !== 'function')
    throw new Error(
      `The page "${id}" is declared but src/pages/${id}-page.tsx exports no ${componentName(id)}`,
    );
  return { Component: Component as ComponentType, module };
}

/** A page's component and its module. */
export type PageView = { Component: ComponentType; module: PageModule };

/** The declared pages' views. */
export const PAGE_VIEWS = Object.fromEntries(
  (Object.keys(SITE.pages) as PageId[]).map((id) => [id, pageView(id)]),
) as Record<PageId, PageView>;

/**
 * The route table: every page in every language at each path a static host serves it under (a folder's
 * index.html too), the error view for any other path, all inside the layout.
 */
export function createSiteRoutes(
  siteMap: Pick<SiteMap, 'pages'> = SITE_MAP,
  views: Record<string, Pick<PageView, 'Component'>> = PAGE_VIEWS,
): RouteObject[] {
  const pageRoutes = siteMap.pages.flatMap((page) => {
    const view = views[page.id];
    if (!view) throw new Error(`No view for the page "${page.id}"`);
    const { Component } = view;
    // "/cs" and "/cs/" are one route path to the router; "/cs/index.html" is another.
    return hostPaths(page.path)
      .filter((path) => path === '/' || !path.endsWith('/'))
      .map((path): RouteObject => ({ path, element: <Component /> }));
  });
  return [{ element: <SiteLayout />, children: [...pageRoutes, { path: '*', element: <ErrorPage /> }] }];
}

/**
 * What must have arrived before the page at a path is shown: the whole dictionary of its language, and what its
 * module asks for (the home page's sections after the hero).
 */
export function preparePath(pathname: string): Promise<unknown> {
  const page = SITE_MAP.pageAt(pathname);
  if (!page) return Promise.resolve();
  return Promise.all([loadDictionary(page.locale), PAGE_VIEWS[page.id].module.preparePage?.()]);
}

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
    revealPage();
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

const SITE_ROUTES = createSiteRoutes();

/** The site inside a router (the browser's, or the prerenderer's static one): the page at the URL. */
export function SiteRoutes() {
  const shown = usePreparedLocation(preparePath);
  const element = useRoutes(SITE_ROUTES, shown);
  // The same element while the shown location stays: a click changes the URL at once, and the page it leaves
  // need not render again while the next one is prepared.
  return useMemo(() => element, [shown]);
}
