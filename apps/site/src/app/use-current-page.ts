import { useLocation } from 'react-router-dom';
import { pageAt, type SITE_PAGES } from './site-pages';

/** The page the router shows, or undefined on the error view. */
export function useCurrentPage(): (typeof SITE_PAGES)[number] | undefined {
  return pageAt(useLocation().pathname);
}
