import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { createRng, restoreWith, useGame, useGameHint, useRoundTotal } from '../common';
import { useMoveState } from '../common/useMoveState';
import { applyOrderMove, rightPlaces, startOrder, type OrderMove, type OrderRound, type OrderState } from './logic/orderRounds';

const stateSchema: z.ZodMiniType<OrderState> = z.object({
  rounds: z.array(z.object({ answer: z.array(z.string()), note: z.optional(z.string()), word: z.optional(z.string()) })),
  current: z.int().check(z.nonnegative()),
  order: z.array(z.int().check(z.nonnegative())),
  checks: z.int().check(z.nonnegative()),
  solved: z.int().check(z.nonnegative()),
  score: z.number().check(z.nonnegative()),
  finished: z.boolean(),
});

/** Runs stack/reform rounds inside the common frame: moves, checks, hints, progress, finish. */
export function useOrderGame(buildRounds: (rngSeed: number) => OrderRound[]) {
  const { t } = useTranslation();
  const { level, seed, restored, report, feedback, recordItem, finish, startMove } = useGame();
  const rng = useRef(createRng(seed + 1)).current;
  const rounds = useMemo(() => buildRounds(seed), [buildRounds, seed]);
  const [state, latest, setState] = useMoveState<OrderState>(() => restoreWith(stateSchema, restored) ?? startOrder(rounds, rng));
  useRoundTotal(state.rounds.length);
  const [checked, setChecked] = useState(false);

  function play(move: OrderMove) {
    const before = latest.current;
    const [next, outcome] = applyOrderMove(before, move, level, rng);
    if (outcome === 'none') return;
    setState(next);
    startMove(() => setChecked(outcome === 'wrong'));
    if (outcome === 'moved') return;
    const tally = { score: next.score, correct: next.solved, attempted: next.current, done: next.current, total: next.rounds.length };
    const round = before.rounds[before.current];
    if (round && (outcome === 'right' || outcome === 'skipped')) {
      // every wrong check before it is a wrong try (ADR 0022)
      recordItem({
        word: round.word ?? round.note ?? round.answer[0] ?? '',
        prompt: round.note ?? '',
        answer: round.answer.join(' · '),
        outcome: outcome === 'skipped' ? 'skipped' : 'right',
        wrongTries: before.checks,
      });
    }
    if (outcome === 'right') feedback('correct', t('stack.right'));
    if (outcome === 'wrong') feedback('incorrect', t('stack.wrong', { count: rightPlaces(next).filter(Boolean).length }));
    if (outcome === 'skipped') feedback('info', t('stack.answerWas', { answer: round?.answer.join(' · ') }));
    if (next.finished) finish(tally);
    else report({ ...tally, state: next });
  }

  // a hint puts the first piece that is out of place where it belongs
  useGameHint(() => {
    const now = latest.current;
    const round = now.rounds[now.current];
    if (!round) return false;
    const place = rightPlaces(now).findIndex((ok) => !ok);
    if (place < 0) return false;
    const from = now.order.findIndex((piece, i) => i > place && round.answer[piece] === round.answer[place]);
    play({ type: 'move', from, to: place });
    feedback('hint', t('stack.hintPlaced', { piece: round.answer[place] }));
  }, !state.finished);

  return { state, checked, play };
}
