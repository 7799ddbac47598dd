import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { languageTag } from '@app/shared';
import { focusAfterPaint } from '../common/focusAfterPaint';
import { useMoveState } from '../common/useMoveState';
import { createRng, GameFeedback, restoreWith, useGame, useGameHint, useRoundTotal } from '../common';
import gameStyles from '../common/GameFrame.module.css';
import { usePointerDrag } from '../common/usePointerDrag';
import { ReadAloudButton, useUiLanguageTag } from '../common/ReadAloudButton';
import { quoteWord } from '../common/quoteWord';
import { placeCard, startGroups, type GroupState } from './logic/groupRound';
import { Icon } from '../common/icons/Icon';
import styles from './GroupGame.module.css';

const stateSchema: z.ZodMiniType<GroupState> = z.object({
  groups: z.array(z.string()),
  cards: z.array(z.object({ word: z.string(), group: z.string() })),
  placed: z.record(z.string(), z.string()),
  missed: z.array(z.string()),
  wrongs: z.optional(z.record(z.string(), z.int().check(z.nonnegative()))),
  score: z.number().check(z.nonnegative()),
  finished: z.boolean(),
});

/**
 * Sort each word into its group: drag it onto the group (mouse or finger), or tap it and then
 * the group (the tap alternative to dragging), or the same with the keyboard (Tab, Enter).
 */
export function GroupGame() {
  const { t } = useTranslation();
  const { topic, level, seed, restored, report, feedback, recordItem, finish, startMove } = useGame();
  const fresh = useMemo(() => startGroups(topic.items, level, createRng(seed)), [topic, level, seed]);
  const [state, latest, setState] = useMoveState<GroupState>(() => restoreWith(stateSchema, restored) ?? fresh);
  useRoundTotal(state.cards.length);
  const [selected, setSelected] = useState<string | null>(null);
  const lang = languageTag(topic.language);
  const ui = useUiLanguageTag();
  const waiting = state.cards.filter((c) => !state.placed[c.word]);
  // WCAG 2.4.3: a placed word leaves the list and the groups' buttons turn off, so focus would fall
  // to the page; it goes to the word that is next to sort instead, as it does when the game starts
  const wordButtons = useRef<(HTMLButtonElement | null)[]>([]);
  // a new object per move, so the same place is focused again after the next one
  const [focusWord, setFocusWord] = useState({ at: 0 });
  useEffect(
    () => focusAfterPaint(() => wordButtons.current[Math.min(focusWord.at, waiting.length - 1)], { preventScroll: true }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a move asks for it
    [focusWord],
  );

  function put(word: string, group: string) {
    const before = latest.current;
    const [next, outcome] = placeCard(before, word, group, level);
    if (outcome === 'none') return;
    setState(next);
    const placed = Object.keys(next.placed).length;
    const tally = { score: next.score, correct: placed - next.missed.length, attempted: placed + next.missed.length, done: placed, total: next.cards.length };
    if (outcome === 'right') {
      feedback('correct', t('group.right', { word, group }));
      const at = Math.max(
        0,
        before.cards.filter((c) => !before.placed[c.word]).findIndex((c) => c.word === word),
      );
      // with the board's move, in the same transition
      startMove(() => {
        setSelected(null);
        setFocusWord({ at });
      });
      // right at last; every wrong group before it is a wrong try (a saved game without counts had one)
      recordItem({ word, prompt: group, answer: word, outcome: 'right', wrongTries: before.wrongs?.[word] ?? (before.missed.includes(word) ? 1 : 0) });
    } else {
      startMove(() => setSelected(word));
      feedback('incorrect', t('group.wrong', { word, group }));
    }
    if (next.finished) finish(tally);
    else report({ ...tally, state: next });
  }

  const { drag, draggable } = usePointerDrag<string>({
    onDrop: (word, group) => (group ? put(word, group) : setSelected(word)),
    onTap: (word) => setSelected((s) => (s === word ? null : word)),
  });

  useGameHint(() => {
    const now = latest.current;
    const card = now.cards.find((c) => c.word === selected && !now.placed[c.word]) ?? now.cards.find((c) => !now.placed[c.word]);
    if (!card) return false;
    setSelected(card.word);
    feedback('hint', t('group.hint', { word: card.word, group: card.group }));
  }, waiting.length > 0);

  return (
    <section className={`${gameStyles.panel} ${styles.panel}`} aria-labelledby="group-heading" data-testid="group-game" lang={lang}>
      <h2 id="group-heading" className={styles.heading} lang={ui}>
        {t('group.instructions')}
      </h2>
      <div className={styles.words} role="group" aria-label={t('group.words')} lang={ui}>
        {waiting.map((c, i) => (
          <button
            key={c.word}
            ref={(el) => void (wordButtons.current[i] = el)}
            type="button"
            className={`${styles.word} ${selected === c.word ? styles.selected : ''}`}
            aria-pressed={selected === c.word}
            data-testid="group-word"
            lang={lang}
            {...draggable(c.word)}
          >
            {c.word}
          </button>
        ))}
      </div>
      {/* the question: the word picked (picking is free, so a child who cannot read taps a word to hear it) */}
      <p className={styles.help} lang={ui}>
        <span aria-live="polite">{selected ? quoteWord((slot) => t('group.whereDoesItGo', { word: slot }), selected, lang) : t('group.pickAWord')}</span>
        {selected ? <ReadAloudButton text={selected} language={topic.language} auto testId="read-aloud-group-word" /> : null}
      </p>
      <div className={styles.bins}>
        {state.groups.map((g) => (
          <section key={g} className={`${styles.bin} ${drag?.over === g ? styles.over : ''}`} aria-label={g} data-drop={g}>
            <div className={styles.binHead}>
              <button
                type="button"
                className={styles.binButton}
                onClick={() => selected && put(selected, g)}
                disabled={!selected}
                data-testid="group-bin"
                lang={ui}
                data-group={g}
              >
                {quoteWord((slot) => t('group.putIn', { group: slot }), g, lang)}
              </button>
              <ReadAloudButton text={g} language={topic.language} variant="option" testId="read-aloud-group-bin" />
            </div>
            <ul className={styles.placed}>
              {Object.entries(state.placed)
                .filter(([, pg]) => pg === g)
                .map(([w]) => (
                  <li key={w}>
                    <Icon name="check-mark" size={16} className={gameStyles.inlineIcon} /> {w}
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      <GameFeedback />
    </section>
  );
}
