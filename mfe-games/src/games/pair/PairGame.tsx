import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createRng, restoreWith, useGame, useGameHint } from '../common';
import gameStyles from '../common/GameFrame.module.css';
import { buildPairDeck, pairScore, startPairs, turnCard, type CardFace, type PairState } from './logic/pairDeck';
import styles from './PairGame.module.css';

const faceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('word'), text: z.string() }),
  z.object({ kind: z.literal('picture'), image: z.string() }),
  z.object({ kind: z.literal('text'), text: z.string(), lang: z.enum(['ta', 'en', 'bm']).optional() }),
]);
const stateSchema: z.ZodType<PairState> = z.object({
  cards: z.array(z.object({ pair: z.number().int(), face: faceSchema })),
  matched: z.array(z.number().int()),
  open: z.array(z.number().int()),
  tries: z.number().int(),
  mistakes: z.number().int(),
  finished: z.boolean(),
});

function Face({ face, topicLang }: { face: CardFace; topicLang: string }) {
  const { t } = useTranslation();
  if (face.kind === 'picture') return <img src={`/media/pictures/${encodeURIComponent(face.image)}.svg`} alt={t('pair.picture')} className={styles.picture} />;
  const lang = face.kind === 'word' ? topicLang : face.lang === 'bm' ? 'ms' : face.lang;
  return <span lang={lang}>{face.text}</span>;
}

/** Memory: turn two cards at a time to find each word's partner. */
export function PairGame() {
  const { t } = useTranslation();
  const { topic, level, seed, restored, report, feedback, finish } = useGame();
  const deck = useMemo(() => buildPairDeck(topic.items, topic.language, level, createRng(seed)), [topic, level, seed]);
  const [state, setState] = useState<PairState>(() => restoreWith(stateSchema, restored) ?? startPairs(deck));
  const topicLang = topic.language === 'bm' ? 'ms' : topic.language;

  function turn(index: number) {
    const [next, outcome] = turnCard(state, index);
    if (outcome === 'none') return;
    setState(next);
    const tally = { score: pairScore(next, level), correct: next.matched.length / 2, attempted: next.tries };
    if (outcome === 'match') feedback('correct', t('pair.match'));
    if (outcome === 'miss') feedback('incorrect', t('pair.miss'));
    if (next.finished) finish(tally);
    else if (outcome !== 'opened') report({ ...tally, state: next });
  }

  // a hint briefly names where one card's partner is: it turns the partner of the open card
  useGameHint(() => {
    const first = state.open.length === 1 ? state.open[0]! : state.cards.findIndex((_, i) => !state.matched.includes(i));
    const partner = state.cards.findIndex((c, j) => j !== first && c.pair === state.cards[first]!.pair);
    feedback('hint', t('pair.hintPosition', { first: first + 1, second: partner + 1 }));
  }, !state.finished);

  return (
    <section className={gameStyles.panel} aria-labelledby="pair-heading" data-testid="pair-game">
      <h2 id="pair-heading" className={gameStyles.panelHeading}>{t('pair.instructions')}</h2>
      <p className={gameStyles.progress} data-testid="pair-progress">{t('pair.progress', { found: state.matched.length / 2, total: state.cards.length / 2 })}</p>
      <ol className={styles.grid} aria-label={t('pair.cards')}>
        {state.cards.map((card, i) => {
          const up = state.matched.includes(i) || state.open.includes(i);
          const matched = state.matched.includes(i);
          return (
            <li key={i}>
              <button
                type="button"
                className={`${styles.card} ${up ? styles.up : ''} ${matched ? styles.matched : ''}`}
                onClick={() => turn(i)}
                disabled={matched}
                aria-label={up ? undefined : t('pair.cardN', { n: i + 1 })}
                aria-pressed={up}
                data-testid="pair-card"
                data-pair={up ? card.pair : undefined}
              >
                {up ? <Face face={card.face} topicLang={topicLang} /> : <span aria-hidden="true">{i + 1}</span>}
                {matched ? <span className={styles.tick} aria-label={t('pair.found')}>✓</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
