import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { languageTag } from '@app/shared';
import { createRng, GameFeedback, restoreWith, useGame, useGameHint, useRoundTotal } from '../common';
import gameStyles from '../common/GameFrame.module.css';
import { buildPairDeck, hintPair, isJudged, judgedPairs, pairScore, startPairs, turnCard, type CardFace, type PairState } from './logic/pairDeck';
import { Icon } from '../common/icons/Icon';
import { useFitText } from '../common/useFitText';
import { useMoveState } from '../common/useMoveState';
import { ReadAloudButton, useUiLanguageTag } from '../common/ReadAloudButton';
import styles from './PairGame.module.css';

const faceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('word'), text: z.string() }),
  z.object({ kind: z.literal('picture'), image: z.string(), label: z.optional(z.string()), labelLang: z.optional(z.enum(['ta', 'en', 'bm'])) }),
  z.object({ kind: z.literal('text'), text: z.string(), lang: z.optional(z.enum(['ta', 'en', 'bm'])) }),
]);
const stateSchema: z.ZodMiniType<PairState> = z.object({
  cards: z.array(z.object({ pair: z.int(), face: faceSchema })),
  matched: z.array(z.int()),
  open: z.array(z.int()),
  tries: z.int(),
  mistakes: z.int(),
  seen: z.optional(z.array(z.int())),
  slips: z.optional(z.record(z.string(), z.int())),
  remembered: z.optional(z.array(z.int())),
  hinted: z.optional(z.array(z.int())),
  finished: z.boolean(),
});

// stands for the label inside "picture: {{what}}", so the words around it keep the UI's language
const LABEL_MARK = '\u2063';

function Face({ face, topicLang, ui }: { face: CardFace; topicLang: string; ui: string }) {
  const { t } = useTranslation();
  if (face.kind === 'picture') {
    // an alt text has one language, and "picture: apple" in a Tamil UI has two (WCAG 3.1.2):
    // the name is spoken text instead, the UI's words and the label each tagged with their own
    const [before = '', after = ''] = face.label ? t('pair.pictureOf', { what: LABEL_MARK }).split(LABEL_MARK) : [t('pair.picture')];
    return (
      <>
        <img src={`/media/pictures/${encodeURIComponent(face.image)}.svg`} alt="" className={styles.picture} />
        <span className={gameStyles.srOnly} data-testid="pair-picture-name">
          <span lang={ui}>{before}</span>
          {face.label ? <span lang={face.labelLang ? languageTag(face.labelLang) : topicLang}>{face.label}</span> : null}
          {after ? <span lang={ui}>{after}</span> : null}
        </span>
      </>
    );
  }
  const lang = face.kind === 'word' || !face.lang ? topicLang : languageTag(face.lang);
  return (
    <span lang={lang} className={styles.faceText} data-testid="pair-face">
      {face.text}
    </span>
  );
}

/** Memory: turn two cards at a time to find each word's partner. */
export function PairGame() {
  const { t } = useTranslation();
  const { topic, level, seed, restored, report, feedback, recordItem, finish } = useGame();
  const deck = useMemo(() => buildPairDeck(topic.items, topic.language, level, createRng(seed)), [topic, level, seed]);
  const [state, latest, setState] = useMoveState<PairState>(() => restoreWith(stateSchema, restored) ?? startPairs(deck));
  useRoundTotal(state.cards.length / 2);
  const topicLang = languageTag(topic.language);
  // the cards sit in a board in the topic's language; their names are the UI's words (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  // a word is never broken inside (எரு/மை): one too wide for its card is set smaller instead
  const grid = useRef<HTMLOListElement>(null);
  useFitText(grid, '[data-testid="pair-face"]');

  const faceText = (face: CardFace) => (face.kind === 'picture' ? (face.label ?? '') : face.text);

  function turn(index: number) {
    const [next, outcome] = turnCard(latest.current, index);
    if (outcome === 'none') return;
    setState(next);
    const pairs = next.cards.length / 2;
    const tally = { score: pairScore(next, level), correct: next.matched.length / 2, attempted: next.tries, done: next.matched.length / 2, total: pairs };
    // a pair is right at last; a miss on it after its partner was seen is a wrong try (ADR 0022)
    const record = (pair: number) => {
      const both = next.cards.filter((c) => c.pair === pair);
      const word = both.find((c) => c.face.kind === 'word');
      const partner = both.find((c) => c.face.kind !== 'word');
      const image = partner?.face.kind === 'picture' ? partner.face.image : undefined;
      // a picture is its own prompt (its label may be in another language: not for a Tamil screen)
      recordItem({
        word: word ? faceText(word.face) : '',
        prompt: partner && partner.face.kind !== 'picture' ? faceText(partner.face) : '',
        answer: word ? faceText(word.face) : '',
        outcome: 'right',
        wrongTries: next.slips?.[String(pair)] ?? 0,
        image,
      });
    };
    if (outcome === 'match') {
      feedback('correct', t('pair.match'));
      // only a pair memory found (memoryVerdict) or a hint showed is judged: one found at a first sight proves nothing
      const pair = next.cards[index]!.pair;
      if (isJudged(next, pair)) record(pair);
      // nothing had to be remembered: the round is judged on every pair found
      else if (next.finished && judgedPairs(next).every((p) => !isJudged(next, p))) judgedPairs(next).forEach(record);
    }
    if (outcome === 'miss') feedback('incorrect', t('pair.miss'));
    // the round's units are the pairs judged, so a pair found by luck is not in its maximum either
    if (next.finished) finish({ ...tally, done: judgedPairs(next).length, total: judgedPairs(next).length });
    else if (outcome !== 'opened') report({ ...tally, state: next });
  }

  // a hint names where one card's partner is
  useGameHint(() => {
    const now = latest.current;
    const first = now.open.length === 1 ? now.open[0]! : now.cards.findIndex((_, i) => !now.matched.includes(i));
    if (first < 0) return false;
    const partner = now.cards.findIndex((c, j) => j !== first && c.pair === now.cards[first]!.pair);
    setState(hintPair(now, now.cards[first]!.pair));
    feedback('hint', t('pair.hintPosition', { first: first + 1, second: partner + 1 }));
  }, !state.finished);

  return (
    <section className={`${gameStyles.panel} ${styles.panel}`} aria-labelledby="pair-heading" data-testid="pair-game">
      <h2 id="pair-heading" className={styles.heading} lang={ui}>
        {t('pair.instructions')}
      </h2>
      <p className={gameStyles.srOnly} data-testid="pair-progress" lang={ui}>
        {t('pair.progress', { found: state.matched.length / 2, total: state.cards.length / 2 })}
      </p>
      <ol ref={grid} className={styles.grid} aria-label={t('pair.cards')} lang={ui}>
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
                {up ? <Face face={card.face} topicLang={topicLang} ui={ui} /> : <span aria-hidden="true">{i + 1}</span>}
                {matched ? (
                  <span className={styles.tick} role="img" aria-label={t('pair.found')} lang={ui}>
                    <Icon name="check-mark-button" size={20} />
                  </span>
                ) : null}
              </button>
              {up && card.face.kind !== 'picture' ? (
                <ReadAloudButton
                  text={card.face.text}
                  language={card.face.kind === 'text' && card.face.lang ? card.face.lang : topic.language}
                  variant="card"
                  auto
                  testId="read-aloud-card"
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <GameFeedback />
    </section>
  );
}
