import { useLocation } from 'react-router-dom';
import { pageAt, type SitePage } from './site-pages';

/** The page the router shows, or undefined on the error view. */
export function useCurrentPage(): SitePage<string, string> | undefined {
  return pageAt(useLocation().pathname);
}
