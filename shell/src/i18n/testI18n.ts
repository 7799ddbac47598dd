import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@app/shared';
import en from '../../public/assets/i18n/en.json';
import ta from '../../public/assets/i18n/ta.json';
import bm from '../../public/assets/i18n/bm.json';

/** An i18next instance with the shell's real translation files, for component tests only. */
export function createTestI18n(language: Language = 'en'): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { en: { shell: en }, ta: { shell: ta }, bm: { shell: bm } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}
