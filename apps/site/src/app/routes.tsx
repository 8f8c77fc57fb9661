import type { RouteObject } from 'react-router';
import { BookDemoPage } from '../pages/book-demo-page';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import { RootLayout } from './root-layout';

/** The site's routes: "/", "/book-demo", and the error page for anything else or any render failure. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'book-demo', element: <BookDemoPage /> },
      { path: '*', element: <ErrorPage /> },
    ],
  },
];

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
