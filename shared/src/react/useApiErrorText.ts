import { useCallback, useEffect, useState } from 'react';
import { apiErrorCodeTexts, loadApiErrorTexts } from '@app/shared/contract';
import { apiErrorText } from '../http/apiErrorText';
import { useReaderLanguage } from './useReaderLanguage';

/**
 * `(error) => text` in the reader's language: the one way a page words a failed api call. A page
 * that uses it loads the words for the api's codes in that language as it opens (they are not in
 * any first download, ADR 0036), and renders again once they are there.
 */
export function useApiErrorText(): (error: unknown) => string {
  const language = useReaderLanguage();
  const [, setLoaded] = useState<string | undefined>();
  const ready = apiErrorCodeTexts(language) !== undefined;
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadApiErrorTexts(language).then(() => live && setLoaded(language));
    return () => {
      live = false;
    };
  }, [language, ready]);
  // it reads the loaded words when called, so a page that words an error as it renders shows
  // them on the render the load above causes
  return useCallback((error: unknown) => apiErrorText(error, language), [language]);
}
