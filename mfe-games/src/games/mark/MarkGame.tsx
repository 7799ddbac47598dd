import { useMemo, useRef, useState } from 'react';
import { useMoveState } from '../common/useMoveState';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { languageTag } from '@app/shared';
import { createRng, GameFeedback, restoreWith, useGame, useGameHint, useRoundTotal } from '../common';
import gameStyles from '../common/GameFrame.module.css';
import { useScrollBoxFit } from '../common/useScrollBoxFit';
import { buildMarkPassage, scoreMarks, tokenVerdict, type TokenVerdict } from './logic/markPassage';
import { Icon, type IconName } from '../common/icons/Icon';
import styles from './MarkGame.module.css';
import { useUiLanguageTag } from '../common/ReadAloudButton';
import { quoteWord } from '../common/quoteWord';

const savedSchema = z.object({ marked: z.array(z.string()), checked: z._default(z.boolean(), false), hinted: z._default(z.array(z.string()), []) });

const ICON: Record<Exclude<TokenVerdict, 'none'>, IconName> = {
  hit: 'check-mark-button',
  missed: 'hollow-red-circle',
  wrong: 'cross-mark',
  alsoRight: 'check-mark',
};

/** Tap every word of a kind in a passage, then press Done: the passage then shows what was found, missed and tapped wrongly. */
export function MarkGame() {
  const { t } = useTranslation();
  // the game's own text inside a board in the topic's language carries the UI's (WCAG 3.1.2)
  const ui = useUiLanguageTag();
  const { topic, level, seed, restored, report, feedback, recordItem, finish, startMove } = useGame();
  const passage = useMemo(() => buildMarkPassage(topic.items, level, createRng(seed)), [topic, level, seed]);
  const saved = useMemo(() => restoreWith(savedSchema, restored), [restored]);
  // the words marked after the last tap, ahead of the render: a tap is drawn in the frame's
  // transition (issue 22.6), and a second tap before it is drawn starts from the first
  const [marked, markedNow, setMarked] = useMoveState<ReadonlySet<string>>(() => new Set(saved?.marked ?? []));
  const passageBox = useRef<HTMLDivElement>(null);
  useScrollBoxFit(passageBox);
  const [checked, checkedNow, setChecked] = useMoveState(() => saved?.checked ?? false);
  const [hinted, setHinted] = useState<string[]>(saved?.hinted ?? []);
  const lang = languageTag(topic.language);
  const targets = passage.sentences.flatMap((tokens, s) => tokens.flatMap((tok, i) => (tok.target ? [{ tok, key: `${s}:${i}`, s }] : [])));
  const kind = passage.kind ?? topic.title;
  useRoundTotal(targets.length);

  const tally = (set: ReadonlySet<string>) => {
    const r = scoreMarks(passage, set, level);
    return { score: r.score, correct: r.hits, attempted: r.hits + r.misses + r.wrongTaps, total: targets.length };
  };

  function toggle(key: string) {
    if (checkedNow.current) return;
    const next = new Set(markedNow.current);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setMarked(next);
    startMove(() => report({ ...tally(next), state: { marked: [...next], checked: false, hinted } }));
  }

  function done() {
    // once only, though Done is pressed twice before it is drawn; the whole passage is drawn
    // again with its verdicts: in slices, as a move
    if (checkedNow.current) return;
    startMove(() => check(markedNow.current));
  }

  function check(marked: ReadonlySet<string>) {
    const r = scoreMarks(passage, marked, level);
    setChecked(true);
    feedback(r.misses === 0 && r.wrongTaps === 0 ? 'correct' : 'info', t('mark.summary', { hits: r.hits, misses: r.misses, wrong: r.wrongTaps }));
    const sentence = (s: number) => passage.sentences[s]!.map((tok) => tok.text).join(' ');
    // each sentence is one of the topic's items: a wrong tap in it is a wrong try on that item
    const wrongTaps = (s: number) => passage.sentences[s]!.filter((tok, i) => tokenVerdict(tok, marked.has(`${s}:${i}`)) === 'wrong').map((tok) => tok.text);
    for (const { tok, key, s } of targets) {
      const found = marked.has(key);
      recordItem({
        word: passage.words[s]!,
        prompt: sentence(s),
        answer: tok.text,
        given: found ? tok.text : undefined,
        outcome: found ? 'right' : 'wrong',
        wrong: wrongTaps(s),
        hints: hinted.includes(key) ? 1 : 0,
      });
    }
    passage.sentences.forEach((_, s) => {
      const wrong = wrongTaps(s);
      if (targets.some((target) => target.s === s) || wrong.length === 0) return;
      recordItem({
        word: passage.words[s]!,
        prompt: sentence(s),
        answer: t('mark.notOfKind', { kind }),
        given: wrong.at(-1),
        outcome: 'wrong',
        wrong: wrong.slice(0, -1),
        wrongTries: wrong.length,
        hints: 0,
      });
    });
    report({ ...tally(marked), done: targets.length, state: { marked: [...marked], checked: true, hinted } });
  }

  useGameHint(
    () => {
      const missing = targets.find(({ key }) => !markedNow.current.has(key) && !hinted.includes(key));
      if (!missing) return false;
      setHinted((h) => [...h, missing.key]);
      feedback('hint', t('mark.hint', { word: missing.tok.text }));
    },
    !checked && targets.some(({ key }) => !marked.has(key) && !hinted.includes(key)),
  );

  return (
    <section className={`${gameStyles.panel} ${styles.panel}`} aria-labelledby="mark-heading" data-testid="mark-game" data-checked={checked}>
      <h2 id="mark-heading" className={styles.heading} lang={ui}>
        {passage.kind
          ? quoteWord((slot) => t('mark.instructionsKind', { kind: slot }), passage.kind, lang)
          : quoteWord((slot) => t('mark.instructionsTopic', { topic: slot }), topic.title, lang)}
      </h2>
      <div ref={passageBox} className={styles.passage} lang={lang} data-testid="mark-passage">
        {passage.sentences.map((tokens, s) => (
          <p key={s} className={styles.sentence}>
            {tokens.map((tok, i) => {
              const key = `${s}:${i}`;
              const on = marked.has(key);
              const verdict = checked ? tokenVerdict(tok, on) : 'none';
              return (
                <button
                  key={key}
                  type="button"
                  className={`${styles.token} ${on ? styles.on : ''} ${checked ? styles[verdict] : ''}`}
                  aria-pressed={on}
                  aria-disabled={checked || undefined}
                  onClick={() => toggle(key)}
                  data-testid="mark-token"
                  data-target={tok.target || undefined}
                  data-verdict={checked ? verdict : undefined}
                >
                  {checked && verdict !== 'none' ? <Icon name={ICON[verdict]} size={18} className={styles.icon} /> : null}
                  {tok.text}
                  {checked && verdict !== 'none' ? (
                    <span className={gameStyles.srOnly} lang={ui}>
                      {' '}
                      ({t(`mark.verdict.${verdict}`, { kind })})
                    </span>
                  ) : null}
                </button>
              );
            })}
          </p>
        ))}
      </div>
      {checked ? null : (
        <p className={gameStyles.progress} lang={ui}>
          {t('mark.tapped', { count: marked.size })}
        </p>
      )}
      {/* the verdict and the next step first, where the child looks; the legend explains the colours below */}
      <GameFeedback>
        {checked ? (
          <button type="button" className={gameStyles.primary} onClick={() => finish(tally(marked))} data-testid="mark-finish" lang={ui}>
            {t('mark.seeScore')}
          </button>
        ) : (
          <button type="button" className={gameStyles.primary} onClick={done} data-testid="mark-done" lang={ui}>
            {t('mark.done')}
          </button>
        )}
      </GameFeedback>
      {checked ? (
        <ul className={styles.legend} aria-label={t('mark.legend')} lang={ui}>
          {(['hit', 'missed', 'wrong', 'alsoRight'] as const).map((v) => (
            <li key={v}>
              <span className={`${styles.swatch} ${styles[v]}`} aria-hidden="true">
                <Icon name={ICON[v]} size={16} />
              </span>{' '}
              {t(`mark.verdict.${v}`, { kind })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
