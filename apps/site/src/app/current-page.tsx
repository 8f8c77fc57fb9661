import { createContext, useContext } from 'react';
import type { SitePage } from './site-pages';

const CurrentPageContext = createContext<SitePage | undefined>(undefined);

/** Provides the page being shown (undefined on the error view). */
export const CurrentPageProvider = CurrentPageContext.Provider;

/** The page being shown, or undefined on the error view. */
export function useCurrentPage(): SitePage | undefined {
  return useContext(CurrentPageContext);
}
