import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getBrowserSpeaker,
  languageTag,
  loadReadAloudSetting,
  readsAloudByItself,
  saveReadAloudSetting,
  READ_ALOUD_SETTINGS,
  useReaderLanguage,
  type Language,
  type ReadAloudSetting,
  type Speaker,
  type Topic,
} from '@app/shared';
import type { Feedback } from './GameContext';
import { Icon } from './icons/Icon';
import { textParts, type TextPart } from './readAloudText';
import styles from './ReadAloudButton.module.css';

interface ReadAloudContextValue {
  /** the topic's language: its words are read by a voice of that language */
  topicLanguage?: Language;
  /** the topic's bundled recordings, by word */
  recordings: ReadonlyMap<string, string>;
  /** read questions by themselves as they appear (the "always read aloud" setting) */
  autoRead: boolean;
  /** the game being played, for its instructions */
  gameId?: string;
  speaker: Speaker;
}

const ReadAloudContext = createContext<ReadAloudContextValue | null>(null);

const keyOf = (word: string) => word.normalize('NFC').trim();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The device's "always read aloud" choice, shared by the hub's switch and the games. */
export function useReadAloudSetting(): [ReadAloudSetting, (s: ReadAloudSetting) => void] {
  const [setting, setSetting] = useState<ReadAloudSetting>(() => loadReadAloudSetting(storage()));
  return [
    setting,
    (next) => {
      saveReadAloudSetting(storage(), next);
      setSetting(next);
    },
  ];
}

/** Gives the speaker buttons inside a game the topic's language, recordings and the read-aloud setting. */
export function ReadAloudProvider({ topic, gameId, speaker, children }: { topic?: Topic; gameId?: string; speaker?: Speaker; children: ReactNode }) {
  const [setting] = useReadAloudSetting();
  const value = useMemo<ReadAloudContextValue>(() => {
    const recordings = new Map<string, string>();
    for (const item of topic?.items ?? []) if (item.audio) recordings.set(keyOf(item.word), item.audio);
    return {
      topicLanguage: topic?.language,
      recordings,
      autoRead: readsAloudByItself(setting, topic?.year),
      gameId,
      speaker: speaker ?? getBrowserSpeaker(),
    };
  }, [topic, gameId, setting, speaker]);
  return <ReadAloudContext.Provider value={value}>{children}</ReadAloudContext.Provider>;
}

/**
 * The game frame's element: the frame's own text (levels, HUD, results) stays in the UI's
 * language — it took the topic's before, so a Tamil UI read its Tamil instructions with a Malay
 * voice (WCAG 3.1.2) — and the speaker buttons inside get the topic's language and recordings.
 */
export function ReadAloudScope({
  topic,
  gameId,
  speaker,
  children,
  ...div
}: { topic?: Topic; gameId?: string; speaker?: Speaker; children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <ReadAloudProvider topic={topic} gameId={gameId} speaker={speaker}>
      <div {...div}>{children}</div>
    </ReadAloudProvider>
  );
}

/** The game itself, in the topic's language: its words are the topic's (the UI's text inside it tags itself). */
export function TopicLanguage({ topic, children }: { topic: Pick<Topic, 'language'> | null | undefined; children: ReactNode }) {
  return (
    <div lang={topic ? languageTag(topic.language) : undefined} style={{ display: 'contents' }} data-testid="game-board-language">
      {children}
    </div>
  );
}

const VARIANT_CLASS = { inline: '', option: styles.optionSpeaker, hud: styles.hudSpeaker, corner: styles.cornerSpeaker, card: styles.cardSpeaker } as const;

interface Props {
  /** the text to read, in `language`; without it the button reads the element it sits in */
  text?: string;
  language?: Language;
  /** read by itself when it appears, if the "always read aloud" setting says so (a question, not an option) */
  auto?: boolean;
  /** `option`: beside an answer button in a list of options; `card`: on the corner of a card, its sibling in a list item */
  variant?: keyof typeof VARIANT_CLASS;
  /** inside a live region that already speaks the text to screen readers: hidden from them and not a Tab stop */
  forSightedOnly?: boolean;
  /** its name when it reads something other than what it sits beside ("Hear your word"), in the UI's language */
  label?: string;
  testId?: string;
}

/**
 * A speaker button that reads a text aloud (issue 26): the bundled recording of a topic word
 * where there is one, the device's voice otherwise, each part in the language it is tagged with.
 * Dropped into an element with no `text`, it reads that element's text (its own and other
 * buttons' labels left out), so a game adds it with one line.
 */
export function ReadAloudButton({ text, language, auto = false, variant = 'inline', forSightedOnly = false, label, testId = 'read-aloud' }: Props) {
  const { t } = useTranslation();
  const context = useContext(ReadAloudContext);
  const uiLanguage = useReaderLanguage();
  const button = useRef<HTMLButtonElement>(null);
  const [unavailable, setUnavailable] = useState<Language | null>(null);
  const speaker = context?.speaker ?? getBrowserSpeaker();

  function parts(): TextPart[] {
    if (text !== undefined) return [{ text, language: language ?? context?.topicLanguage ?? uiLanguage }];
    const host = button.current?.parentElement;
    return host ? textParts(host, uiLanguage) : [];
  }

  async function read() {
    const said = parts();
    setUnavailable(null);
    for (const [i, part] of said.entries()) {
      // a lone topic word plays its recording; a sentence is read by the device's voice
      const recording = said.length === 1 ? context?.recordings.get(keyOf(part.text)) : undefined;
      const outcome = await speaker.speak({ ...part, recording }, { append: i > 0 });
      if (outcome === 'unavailable') setUnavailable(part.language);
    }
  }

  // read by itself when a new question shows (its text changes), if the setting says so
  const lastAutoRead = useRef<string | null>(null);
  useEffect(() => {
    if (!auto || !context?.autoRead) return;
    const now = parts()
      .map((p) => p.text)
      .join(' ');
    if (!now || now === lastAutoRead.current) return;
    lastAutoRead.current = now;
    void read();
  });

  const noVoice = unavailable ? t('game.readAloud.noVoice', { language: t(`game.readAloud.languages.${unavailable}`) }) : undefined;
  // named by aria-label, not by text inside: the button sits inside the text it reads, and a
  // game's own reading of that text (its tests, its checks) must not find "Read aloud" in it
  return (
    <button
      ref={button}
      type="button"
      lang={languageTag(uiLanguage)}
      className={`${styles.speaker} ${VARIANT_CLASS[variant]}`}
      onClick={() => void read()}
      // nothing to read yet (a word with no letter placed)
      disabled={text !== undefined && !text.trim()}
      aria-label={label ?? t('game.readAloud.button')}
      aria-description={noVoice}
      title={noVoice}
      aria-hidden={forSightedOnly || undefined}
      tabIndex={forSightedOnly ? -1 : undefined}
      data-testid={testId}
      data-outcome={unavailable ? 'unavailable' : undefined}
      data-read-aloud=""
      data-variant={variant}
    >
      <Icon name="speaker-high-volume" size={22} />
    </button>
  );
}

/** The UI's language as a lang attribute: the app's own text inside a game in another language tags itself with it (WCAG 3.1.2). */
export function useUiLanguageTag(): string {
  return languageTag(useReaderLanguage());
}

/**
 * The verdict's replay speaker, in the UI's language: the kind word and the message, as shown.
 * It also reads each new verdict by itself when the "always read aloud" setting is on (a child who
 * cannot read it). Inline at the end of the verdict, so the verdict grows no line for it; it sits
 * outside the verdict's live region (FeedbackBanner), whose screen-reader announcement stays the
 * verdict alone.
 */
export function FeedbackReadAloud({ feedback }: { feedback: Feedback | null }) {
  const { t } = useTranslation();
  const context = useContext(ReadAloudContext);
  const uiLanguage = useReaderLanguage();
  const text = feedback ? `${t(`game.feedback.${feedback.kind}`)} ${feedback.message}` : '';
  useEffect(() => {
    if (!feedback || !context?.autoRead) return;
    void context.speaker.speak({ text, language: uiLanguage });
    // once per verdict (its id), not on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feedback?.id, context?.autoRead]);
  return feedback ? <ReadAloudButton text={text} language={uiLanguage} testId="read-aloud-feedback" /> : null;
}

/** Reads the game's instructions (in the UI's language), for the HUD. */
export function ReadAloudInstructions() {
  const { t } = useTranslation();
  const gameId = useContext(ReadAloudContext)?.gameId;
  const uiLanguage = useReaderLanguage();
  if (!gameId) return null;
  const text = t(`${gameId}.instructions`, { defaultValue: t(`hub.about.${gameId}`) });
  return <ReadAloudButton text={text} language={uiLanguage} variant="hud" testId="read-aloud-instructions" />;
}

/** The "always read aloud" switch: for a child who cannot read yet, questions are read as they appear. */
export function ReadAloudSettingSwitch() {
  const { t } = useTranslation();
  const [setting, setSetting] = useReadAloudSetting();
  const id = useId();
  return (
    <p className={styles.settings} data-testid="read-aloud-setting">
      <Icon name="speaker-high-volume" size={22} />
      <label htmlFor={id}>{t('game.readAloud.setting')}</label>
      <select id={id} value={setting} onChange={(e) => setSetting(e.target.value as ReadAloudSetting)}>
        {READ_ALOUD_SETTINGS.map((s) => (
          <option key={s} value={s}>
            {t(`game.readAloud.settings.${s}`)}
          </option>
        ))}
      </select>
    </p>
  );
}
