import { useEffect } from 'react';
import type { TextKey } from '../i18n/dictionaries';
import { useTexts } from '../i18n/use-texts';

/** Keeps the document title and meta description in the current language (the error view's; pages have theirs). */
export function useDocumentMeta(title: TextKey, description: TextKey): void {
  const { t } = useTexts();
  const titleText = t(title);
  const descriptionText = t(description);
  useEffect(() => {
    document.title = titleText;
    document.querySelector('meta[name="description"]')?.setAttribute('content', descriptionText);
  }, [titleText, descriptionText]);
}
