import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { languageTag, letters } from '@app/shared';
import { createRng, GameFeedback, restoreWith, useGame, useGameHint, usableItems, useRoundTotal } from '../common';
import { LetterKeypad } from '../common/LetterKeypad';
import { useFitText } from '../common/useFitText';
import { WordPrompt } from '../common/WordPrompt';
import { eraseLetter, isTypedText, settleEntry, startEntry, typeLetter, typeText, type LetterEntry } from '../common/letterTyping';
import gameStyles from '../common/GameFrame.module.css';
import { applyTileMove, pickTileWords, startTile, TILE_LEVELS, wordLength, type TileState } from './logic/tileGame';
import type { TileMark } from './logic/tileScoring';
import { Icon, type IconName } from '../common/icons/Icon';
import { MARK_ICONS, marksFor } from '../common/LetterHint';
import styles from './TileGame.module.css';
import { useUiLanguageTag } from '../common/ReadAloudButton';

const markSchema = z.enum(['right', 'elsewhere', 'sameConsonant', 'sameVowel', 'absent']);
const stateSchema: z.ZodMiniType<TileState> = z.object({
  words: z.array(z.object({ word: z.string(), clue: z.optional(z.string()), image: z.optional(z.string()) })),
  current: z.int().check(z.nonnegative()),
  guesses: z.array(z.object({ text: z.string(), marks: z.array(markSchema) })),
  solved: z.int().check(z.nonnegative()),
  score: z.number().check(z.nonnegative()),
  finished: z.boolean(),
});

/** a symbol per mark, so the feedback never depends on colour alone */
const SYMBOL: Record<TileMark, IconName> = MARK_ICONS;

/** Guess the hidden word in six tries; coloured and marked letter tiles say how close each letter is. */
export function TileGame() {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const { game, topic, level, seed, restored, report, feedback, clearFeedback, recordItem, finish } = useGame();
  const words = useMemo(() => pickTileWords(usableItems(game, topic), level, createRng(seed)), [game, topic, level, seed]);
  const [state, setState] = useState<TileState>(() => restoreWith(stateSchema, restored) ?? startTile(words));
  useRoundTotal(state.words.length);
  const size = wordLength(state);
  const [entry, setEntryState] = useState<LetterEntry>(() => startEntry(Array<string>(size).fill('')));
  const entryRef = useRef(entry);
  const setEntry = (e: LetterEntry) => {
    entryRef.current = e;
    setEntryState(e);
  };
  const [clueShown, setClueShown] = useState(level === 1);
  const lang = languageTag(topic.language);
  const target = state.words[state.current];
  const board = useRef<HTMLDivElement>(null);
  useFitText(board, '[data-testid="tile-cell"]');
  const panel = useRef<HTMLElement>(null);
  const tries = state.guesses.length;
  const wordIndex = state.current;
  // Six rows, a clue of up to four lines, the verdict and the keypad are more than a 740 px phone
  // holds: the panel takes the screen's height below its top and the rows scroll inside it, so the
  // keypad and Check never leave the screen; the row being typed is kept in view.
  useLayoutEffect(() => {
    const fit = () => {
      const el = panel.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.setProperty('--tile-room', `${Math.max(320, window.innerHeight - top - 12)}px`);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  useEffect(() => {
    const rows = board.current?.children;
    const row = rows?.[Math.min(tries, rows.length - 1)] as HTMLElement | undefined;
    if (board.current && row) board.current.scrollTop = Math.max(0, row.offsetTop - board.current.offsetTop + row.offsetHeight - board.current.clientHeight);
  }, [tries, wordIndex]);

  function submit() {
    const typed = settleEntry(entryRef.current);
    setEntry(typed);
    const text = typed.cells.join('');
    const before = state.words[state.current];
    const [next, outcome] = applyTileMove(state, { type: 'guess', text }, level);
    if (outcome === 'wrongLength') return feedback('info', t('tile.needLetters', { count: size }));
    if (outcome === 'none') return;
    setState(next);
    const ended = outcome === 'solved' || outcome === 'failed';
    if (outcome === 'solved') feedback('correct', t('tile.solved', { word: before?.word }));
    if (outcome === 'failed') feedback('incorrect', t('tile.answerWas', { word: before?.word }));
    if (outcome === 'marked')
      feedback('info', t('tile.triesLeft', { count: TILE_LEVELS[level].tries - next.guesses.length }), {
        target: before?.word ?? '',
        guess: text,
        sentenceOnly: true,
      });
    if (ended) endWord(next, outcome === 'solved' ? 'right' : 'wrong', text);
    setEntry(startEntry(Array<string>(wordLength(next)).fill('')));
  }

  function endWord(next: TileState, outcome: 'right' | 'wrong' | 'skipped', given?: string) {
    const word = state.words[state.current];
    // every wrong row is a wrong try (a word not found ends on one)
    if (word)
      recordItem({
        word: word.word,
        prompt: word.clue ?? '',
        answer: word.word,
        given,
        outcome,
        wrongTries: state.guesses.length + (outcome === 'wrong' ? 1 : 0),
        image: word.image,
      });
    setClueShown(level === 1);
    const tally = { score: next.score, correct: next.solved, attempted: next.current, done: next.current, total: next.words.length };
    if (next.finished) finish(tally);
    else report({ ...tally, state: next });
  }

  useGameHint(
    () => {
      if (clueShown) return false;
      setClueShown(true);
      feedback('hint', t('tile.clueShown'));
    },
    Boolean(target && !clueShown),
  );

  // A physical keyboard types into the board (Tamil keyboards send one code point at a time).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target instanceof Element ? e.target : null;
      if (el?.closest('input, textarea, select')) return;
      // Enter on a focused button presses that button, not "check"
      if (e.key === 'Enter' && !el?.closest('button')) {
        e.preventDefault();
        submit();
      } else if (e.key === 'Backspace') setEntry(eraseLetter(entryRef.current));
      else if (isTypedText(e.key, e)) setEntry(typeText(entryRef.current, e.key));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!target) return null;
  const typing = entry.cells;
  const rows = [
    ...state.guesses.map((g) => ({ cells: letters(g.text), marks: g.marks })),
    ...Array.from({ length: TILE_LEVELS[level].tries - state.guesses.length }, (_, i) => ({ cells: i === 0 ? typing : [], marks: undefined })),
  ];
  return (
    <section
      ref={panel}
      className={`${gameStyles.panel} ${styles.panel}`}
      aria-labelledby="tile-heading"
      data-testid="tile-game"
      style={{ ['--letters' as string]: size }}
    >
      <div className={styles.top}>
        {/* the board shows the letters to find: once the clue is on screen it takes the heading's place */}
        <h2 id="tile-heading" className={clueShown ? gameStyles.srOnly : styles.heading} lang={ui}>
          {t('tile.instructions', { count: size })}
        </h2>
        {clueShown ? (
          <div className={styles.prompt}>
            <WordPrompt clue={target.clue} image={level < 3 ? target.image : undefined} compact />
          </div>
        ) : null}
        <details className={styles.legend} lang={ui}>
          <summary aria-label={t('tile.legend')} title={t('tile.legend')}>
            <span aria-hidden="true">?</span>
          </summary>
          <p className={styles.legendItems}>
            {marksFor(topic.language).map((m) => (
              <span key={m}>
                <span className={`${styles.swatch} ${styles[m]}`} aria-hidden="true">
                  <Icon name={SYMBOL[m]} size={14} />
                </span>{' '}
                {t(`tile.marks.${m}`)}
              </span>
            ))}
          </p>
        </details>
      </div>
      <div ref={board} className={styles.board} role="grid" aria-label={t('tile.board')} lang={ui} data-testid="tile-board">
        {rows.map((row, r) => (
          <div key={r} role="row" className={styles.row}>
            {Array.from({ length: size }, (_, c) => {
              const mark = row.marks?.[c];
              const letter = row.cells[c] ?? '';
              return (
                <span
                  key={c}
                  role="gridcell"
                  className={`${styles.cell} ${mark ? styles[mark] : ''}`}
                  aria-label={mark ? `${letter}: ${t(`tile.marks.${mark}`)}` : letter || t('tile.empty')}
                  // a letter alone is the topic's; "empty" or a letter with its mark is a sentence of the UI's
                  lang={mark || !letter ? ui : lang}
                  data-mark={mark}
                  data-testid="tile-cell"
                >
                  <span className={styles.glyph} data-testid="tile-glyph" lang={lang}>
                    {letter}
                  </span>
                  {/* the mark has its own room beside the letter: it never covers a pulli or vowel sign */}
                  {mark ? <Icon name={SYMBOL[mark]} size={10} className={styles.symbol} /> : null}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <GameFeedback>
        <button
          type="button"
          className={`${gameStyles.secondary} ${styles.giveUp}`}
          onClick={() => {
            const word = target.word;
            const [next] = applyTileMove(state, { type: 'giveUp' }, level);
            setState(next);
            setEntry(startEntry(Array<string>(wordLength(next)).fill('')));
            feedback('info', t('tile.answerWas', { word }));
            endWord(next, 'skipped');
          }}
          data-testid="tile-give-up"
          lang={ui}
        >
          {t('tile.giveUp')}
        </button>
      </GameFeedback>
      <LetterKeypad
        language={topic.language}
        onLetter={(l) => {
          clearFeedback();
          setEntry(typeLetter(entryRef.current, l));
        }}
        onBackspace={() => setEntry(eraseLetter(entryRef.current))}
        onEnter={submit}
      />
    </section>
  );
}
