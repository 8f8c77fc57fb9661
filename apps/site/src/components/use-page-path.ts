import { type PageId, pagePath } from '../app/site-pages';
import { useLanguage } from '../settings/settings-provider';

/** The URL of a page in the language shown: links stay within the visitor's language. */
export function usePagePath(id: PageId): string {
  const [language] = useLanguage();
  return pagePath(id, language);
}
