import { useTranslation } from 'react-i18next';
import { PageFrame, useObservable, usePlatform } from '@app/shared';
import formStyles from '../common/Form.module.css';
import { PlatformLink } from '@app/shared';
import { DEFAULT_FONT, FONT_FAMILIES, FONT_SIZE_MAX, FONT_SIZE_MIN, FONT_SIZE_STEP, clampFontSize } from '../fontSettings/fontChoices';
import styles from '../fontSettings/FontSettings.module.css';

/** The same three sentences in every UI language: readers judge a face on the script they read. */
const PREVIEW = [
  { lang: 'ta', label: 'தமிழ்', text: 'யாதும் ஊரே யாவரும் கேளிர். கற்க கசடறக் கற்பவை கற்றபின் நிற்க அதற்குத் தக.' },
  { lang: 'ms', label: 'Bahasa Melayu', text: 'Di mana ada kemahuan, di situ ada jalan. Belajar sambil bermain itu menyeronokkan!' },
  { lang: 'en', label: 'English', text: 'The quick brown fox jumps over the lazy dog. Reading is fun!' },
];

/** Font choices apply at once across every remote: the shell sets CSS variables and saves them. */
export function FontSettingsPage() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const preferences = useObservable(platform.preferences$, DEFAULT_FONT);
  const family = FONT_FAMILIES.find((f) => f.id === preferences.fontFamily) ?? FONT_FAMILIES[0]!;
  const setSize = (size: number) => platform.setPreferences({ fontSize: clampFontSize(size) });

  return (
    <PageFrame heading={t('fontSettings.title')} testId="page-fontSettings">
      <p>{t('fontSettings.intro')}</p>
      <section className={formStyles.card} aria-labelledby="font-family-title">
        <fieldset className={formStyles.fieldset} data-testid="font-family">
          <legend className={formStyles.legend} id="font-family-title">
            {t('fontSettings.family')}
          </legend>
          <div className={styles.families} style={{ width: '100%' }}>
            {FONT_FAMILIES.map((f) => (
              <label className={styles.family} key={f.id}>
                <input
                  type="radio"
                  name="fontFamily"
                  value={f.id}
                  data-testid={`font-family-${f.id}`}
                  checked={preferences.fontFamily === f.id}
                  onChange={() => platform.setPreferences({ fontFamily: f.id })}
                />
                <span className={styles.familyText}>
                  <span>{f.id === 'system' ? t('fontSettings.systemFont') : f.name}</span>
                  <span className={styles.familySample} style={{ fontFamily: f.stack }} lang="ta" aria-hidden="true">
                    அ ஆ இ ஈ க கா கி
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </section>
      <section className={formStyles.card} aria-labelledby="font-size-title">
        <h2 className={formStyles.cardTitle} id="font-size-title">
          {t('fontSettings.size')}
        </h2>
        <div className={styles.sizeRow}>
          <button
            type="button"
            className={styles.stepper}
            data-testid="font-size-decrease"
            aria-label={t('fontSettings.smaller')}
            disabled={preferences.fontSize <= FONT_SIZE_MIN}
            onClick={() => setSize(preferences.fontSize - FONT_SIZE_STEP)}
          >
            −
          </button>
          <input
            className={styles.range}
            type="range"
            min={FONT_SIZE_MIN}
            max={FONT_SIZE_MAX}
            step={FONT_SIZE_STEP}
            value={preferences.fontSize}
            aria-labelledby="font-size-title"
            aria-valuetext={t('fontSettings.sizeValue', { size: preferences.fontSize })}
            data-testid="font-size"
            onChange={(e) => setSize(Number(e.target.value))}
          />
          <button
            type="button"
            className={styles.stepper}
            data-testid="font-size-increase"
            aria-label={t('fontSettings.larger')}
            disabled={preferences.fontSize >= FONT_SIZE_MAX}
            onClick={() => setSize(preferences.fontSize + FONT_SIZE_STEP)}
          >
            +
          </button>
          <output className={styles.sizeValue} data-testid="font-size-value" aria-live="polite">
            {t('fontSettings.sizeValue', { size: preferences.fontSize })}
          </output>
        </div>
      </section>
      <section className={formStyles.card} aria-labelledby="font-preview-title">
        <h2 className={formStyles.cardTitle} id="font-preview-title">
          {t('fontSettings.preview')}
        </h2>
        <div className={styles.preview} data-testid="font-preview" style={{ fontFamily: family.stack, fontSize: `${preferences.fontSize}px` }}>
          {PREVIEW.map((p) => (
            <p key={p.lang} lang={p.lang}>
              <span className={styles.previewLang}>{p.label}</span>
              {p.text}
            </p>
          ))}
        </div>
      </section>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.secondary} data-testid="font-reset" onClick={() => platform.setPreferences(DEFAULT_FONT)}>
          {t('fontSettings.reset')}
        </button>
        <PlatformLink to="/settings" className={formStyles.secondary} data-testid="font-back">
          {t('fontSettings.back')}
        </PlatformLink>
      </div>
    </PageFrame>
  );
}
