import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../i18n/language';

/** Strings that a shared component carries itself, in every language of the product. */
export type TextTable<T extends object> = Readonly<Record<Language, T>>;

/**
 * A shared component used by several apps (the checkout, the role shortcuts) keeps its strings
 * beside its code instead of copying them into each app's translation files. This adds them to
 * whatever i18next instance the caller renders under, as their own namespace, once.
 */
export function useTextTable<T extends object>(namespace: string, table: TextTable<T>) {
  const { i18n } = useTranslation();
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, table[language], true, false);
  }
  return useTranslation(namespace);
}

/** The dotted keys of a nested string table, for completeness tests. */
export function textKeys(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? textKeys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
