import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@app/shared';

const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The app bar's language choice. A closed <select> changes its value on one ArrowDown in several
 * browsers; switching the whole UI then (every label, the page's language) is a change of context
 * on input (WCAG 3.2.2). Keys only browse: the language is applied on Enter or when focus
 * leaves. A pointer's pick, or a pick from the opened list, applies at once as before.
 */
export function LanguageSelect({ language, onChoose }: { language: Language; onChoose(language: Language): void }) {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState<Language>(language);
  const browsing = useRef(false);
  useEffect(() => setShown(language), [language]);
  const apply = (value: Language) => {
    browsing.current = false;
    if (value !== language) onChoose(value);
  };
  return (
    <label className="app-language">
      <span className="app-visually-hidden">{t('language.label')}</span>
      <select
        value={shown}
        onKeyDown={(e) => {
          if (BROWSING_KEYS.has(e.key)) browsing.current = true;
          else if (e.key === 'Enter') {
            e.preventDefault();
            apply(shown);
          }
        }}
        onChange={(e) => {
          const value = e.target.value as Language;
          setShown(value);
          if (!browsing.current) apply(value);
        }}
        onBlur={() => apply(shown)}
        aria-describedby="language-select-hint"
        data-testid="language-select"
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
      <span id="language-select-hint" className="app-visually-hidden">
        {t('language.hint')}
      </span>
    </label>
  );
}
