import { useCallback } from 'react';
import { apiErrorText } from '../http/apiErrorText';
import { useReaderLanguage } from './useReaderLanguage';

/** `(error) => text` in the reader's language: the one way a page words a failed api call. */
export function useApiErrorText(): (error: unknown) => string {
  const language = useReaderLanguage();
  return useCallback((error: unknown) => apiErrorText(error, language), [language]);
}
