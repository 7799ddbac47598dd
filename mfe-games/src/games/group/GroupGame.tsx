import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createRng, restoreWith, useGame, useGameHint } from '../common';
import gameStyles from '../common/GameFrame.module.css';
import { placeCard, startGroups, type GroupState } from './logic/groupRound';
import styles from './GroupGame.module.css';

const stateSchema: z.ZodType<GroupState> = z.object({
  groups: z.array(z.string()),
  cards: z.array(z.object({ word: z.string(), group: z.string() })),
  placed: z.record(z.string(), z.string()),
  missed: z.array(z.string()),
  score: z.number().nonnegative(),
  finished: z.boolean(),
});

/** Sort each word into its group: pick a word, then its group (tap, click or keyboard). */
export function GroupGame() {
  const { t } = useTranslation();
  const { topic, level, seed, restored, report, feedback, finish } = useGame();
  const fresh = useMemo(() => startGroups(topic.items, level, createRng(seed)), [topic, level, seed]);
  const [state, setState] = useState<GroupState>(() => restoreWith(stateSchema, restored) ?? fresh);
  const [selected, setSelected] = useState<string | null>(null);
  const lang = topic.language === 'bm' ? 'ms' : topic.language;
  const waiting = state.cards.filter((c) => !state.placed[c.word]);

  function put(group: string) {
    if (!selected) return;
    const [next, outcome] = placeCard(state, selected, group, level);
    if (outcome === 'none') return;
    setState(next);
    const tally = { score: next.score, correct: Object.keys(next.placed).length, attempted: Object.keys(next.placed).length + next.missed.length };
    if (outcome === 'right') {
      feedback('correct', t('group.right', { word: selected, group }));
      setSelected(null);
    } else feedback('incorrect', t('group.wrong', { word: selected, group }));
    if (next.finished) finish(tally);
    else report({ ...tally, state: next });
  }

  useGameHint(() => {
    const card = state.cards.find((c) => c.word === selected) ?? waiting[0];
    if (!card) return;
    setSelected(card.word);
    feedback('hint', t('group.hint', { word: card.word, group: card.group }));
  }, waiting.length > 0);

  return (
    <section className={gameStyles.panel} aria-labelledby="group-heading" data-testid="group-game" lang={lang}>
      <h2 id="group-heading" className={gameStyles.panelHeading}>{t('group.instructions')}</h2>
      <div className={styles.words} role="group" aria-label={t('group.words')}>
        {waiting.map((c) => (
          <button key={c.word} type="button" className={`${styles.word} ${selected === c.word ? styles.selected : ''}`} aria-pressed={selected === c.word} onClick={() => setSelected(c.word)} data-testid="group-word">
            {c.word}
          </button>
        ))}
      </div>
      <p className={gameStyles.progress} aria-live="polite">{selected ? t('group.whereDoesItGo', { word: selected }) : t('group.pickAWord')}</p>
      <div className={styles.bins}>
        {state.groups.map((g) => (
          <section key={g} className={styles.bin} aria-label={g}>
            <button type="button" className={styles.binButton} onClick={() => put(g)} disabled={!selected} data-testid="group-bin" data-group={g}>
              {t('group.putIn', { group: g })}
            </button>
            <ul className={styles.placed}>
              {Object.entries(state.placed).filter(([, pg]) => pg === g).map(([w]) => <li key={w}>✓ {w}</li>)}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
