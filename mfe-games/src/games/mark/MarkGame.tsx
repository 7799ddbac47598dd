import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createRng, restoreWith, useGame, useGameHint } from '../common';
import gameStyles from '../common/GameFrame.module.css';
import { buildMarkPassage, scoreMarks } from './logic/markPassage';
import styles from './MarkGame.module.css';

const savedSchema = z.object({ marked: z.array(z.string()) });

/** Tap every word of a kind in a passage, then press Done. */
export function MarkGame() {
  const { t } = useTranslation();
  const { topic, level, seed, restored, report, feedback, finish } = useGame();
  const passage = useMemo(() => buildMarkPassage(topic.items, level, createRng(seed)), [topic, level, seed]);
  const [marked, setMarked] = useState<Set<string>>(() => new Set(restoreWith(savedSchema, restored)?.marked ?? []));
  const lang = topic.language === 'bm' ? 'ms' : topic.language;

  function toggle(key: string) {
    const next = new Set(marked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setMarked(next);
    const r = scoreMarks(passage, next, level);
    report({ score: r.score, correct: r.hits, attempted: next.size, state: { marked: [...next] } });
  }

  function done() {
    const r = scoreMarks(passage, marked, level);
    feedback(r.misses === 0 && r.wrongTaps === 0 ? 'correct' : 'info', t('mark.summary', { hits: r.hits, misses: r.misses, wrong: r.wrongTaps }));
    finish({ score: r.score, correct: r.hits, attempted: r.hits + r.misses + r.wrongTaps });
  }

  useGameHint(() => {
    const missing = passage.sentences.flatMap((tokens, s) => tokens.map((tok, i) => ({ tok, key: `${s}:${i}` }))).find(({ tok, key }) => tok.target && !marked.has(key));
    if (missing) feedback('hint', t('mark.hint', { word: missing.tok.text }));
  }, true);

  return (
    <section className={gameStyles.panel} aria-labelledby="mark-heading" data-testid="mark-game">
      <h2 id="mark-heading" className={gameStyles.panelHeading}>{passage.kind ? t('mark.instructionsKind', { kind: passage.kind }) : t('mark.instructionsTopic', { topic: topic.title })}</h2>
      <div className={styles.passage} lang={lang}>
        {passage.sentences.map((tokens, s) => (
          <p key={s} className={styles.sentence}>
            {tokens.map((tok, i) => {
              const key = `${s}:${i}`;
              const on = marked.has(key);
              return (
                <button key={key} type="button" className={`${styles.token} ${on ? styles.on : ''}`} aria-pressed={on} onClick={() => toggle(key)} data-testid="mark-token" data-target={tok.target || undefined}>
                  {tok.text}
                </button>
              );
            })}
          </p>
        ))}
      </div>
      <p className={gameStyles.progress}>{t('mark.tapped', { count: marked.size })}</p>
      <button type="button" className={gameStyles.primary} onClick={done} data-testid="mark-done">{t('mark.done')}</button>
    </section>
  );
}
