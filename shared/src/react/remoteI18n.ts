import type { i18n as I18n } from 'i18next';
import type { Language } from '../i18n/language';

/** Strings a remote takes from `shared/` rather than writing them again in its own files (the games' names). */
export type SharedTexts = (language: Language) => Record<string, unknown>;

/**
 * Each app keeps its translations in its own `assets/i18n/{lang}.json` (docs/requirements.md §7) under its
 * own namespace, and adds them to the shell's i18next instance when a language is first needed.
 */
export async function loadNamespace(i18n: I18n, namespace: string, baseUrl: string, language: Language, sharedTexts?: SharedTexts): Promise<void> {
  if (!i18n.hasResourceBundle(language, namespace)) {
    const url = new URL(`assets/i18n/${language}.json`, baseUrl).toString();
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Could not load ${namespace} translations for ${language} (${response.status})`);
    const resources = (await response.json()) as Record<string, unknown>;
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
  if (sharedTexts) i18n.addResourceBundle(language, namespace, sharedTexts(language), true, true);
}
