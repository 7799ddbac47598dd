import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, languageTag, useObservable, usePlatform, type Language } from '@app/shared';
import formStyles from '../common/Form.module.css';

/** Each language is named in itself so a user who cannot read the current one still finds theirs. */
const NATIVE_NAMES: Record<Language, string> = { ta: 'தமிழ்', en: 'English', bm: 'Bahasa Melayu' };

export function LanguageChoice() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const language = useObservable(platform.language$, DEFAULT_LANGUAGE);
  // The shell switches only once the new strings have loaded; show the choice at once meanwhile.
  const [chosen, setChosen] = useState<Language | null>(null);
  useEffect(() => setChosen(null), [language]);
  const selected = chosen ?? language;
  return (
    <fieldset className={formStyles.fieldset} data-testid="settings-language">
      <legend className={formStyles.legend}>{t('settings.language')}</legend>
      {LANGUAGES.map((l) => (
        <label className={formStyles.choice} key={l} lang={languageTag(l)}>
          <input
            type="radio"
            name="language"
            value={l}
            data-testid={`settings-language-${l}`}
            checked={selected === l}
            onChange={() => {
              setChosen(l);
              platform.setLanguage(l);
            }}
          />
          {NATIVE_NAMES[l]}
        </label>
      ))}
    </fieldset>
  );
}
