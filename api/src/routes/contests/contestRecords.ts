import { canBuyContestEntry, createRng, displayName, seedFromText, shuffleLetters, type RankedParticipant } from '@app/shared/node';
import type { ContestItem } from './contestDefinition';
import type { ContestRow, LevelRow, ScoreRow, WinnerRow } from './contestRepository';
import { contestResultsOf, contestState, contestWindow } from './contestState';

/** The JSON the contest routes answer, built from repository rows. */

const iso = (epoch: number | null) => (epoch === null ? null : new Date(epoch).toISOString());

/** The contest's rounds in the shape the shared contest rules take. */
export const contestShape = (c: ContestRow) => ({
  rounds: c.rounds,
  levelsPerRound: c.levels_per_round,
  paidFromRound: c.paid_from_round,
});

/** Whether the contest's results (ranking, winners, certificates) are public, and from when. */
export function resultsJson(contest: ContestRow, overrideAllowed: boolean) {
  const r = contestResultsOf(contest, overrideAllowed);
  return { published: r.published, at: iso(r.at) };
}

/** A contest as its home page shows it: window, state, rounds, levels (never their answers), prizes. */
export function contestInfo(contest: ContestRow, levels: Iterable<LevelRow>, overrideAllowed: boolean, now = new Date()) {
  const window = contestWindow(contest);
  const state = contestState(contest, overrideAllowed, now.getTime());
  return {
    key: contest.key,
    kind: contest.kind,
    productId: contest.product_id,
    title: contest.title,
    startsAt: window ? new Date(window.startsAt).toISOString() : null,
    endsAt: window ? new Date(window.endsAt).toISOString() : null,
    serverTime: now.toISOString(),
    state,
    overrideState: overrideAllowed ? contest.override_state : null,
    rounds: contest.rounds,
    levelsPerRound: contest.levels_per_round,
    paidFromRound: contest.paid_from_round,
    nameDisplay: contest.name_display,
    prizes: contest.prizes,
    levels: [...levels].map((l) => ({
      number: Number(l.level_number),
      title: l.title,
      durationSeconds: Number(l.duration_seconds),
      itemCount: l.items.length,
    })),
    entryOnSale: contest.product_id !== null && contest.kind === 'timed' && canBuyContestEntry(state, contestShape(contest)),
    results: resultsJson(contest, overrideAllowed),
  };
}

/** The public results page: the top 100 by total score (names as the organiser chose) and the winners. */
export function contestWinners(contest: ContestRow, results: ReturnType<typeof resultsJson>, ranked: RankedParticipant[], winners: WinnerRow[]) {
  return {
    key: contest.key,
    title: contest.title,
    nameDisplay: contest.name_display,
    results,
    participants: ranked.length,
    ranking: ranked.slice(0, 100).map((r) => ({
      rank: r.rank,
      name: displayName(r.firstName, r.lastName, contest.name_display),
      school: r.school ?? '',
      totalScore: r.totalScore,
      totalTime: r.totalTime,
      levelsCompleted: r.levelsCompleted,
    })),
    winners,
  };
}

/** What the browser may see of an item: never the answer. Jumble letters via shared letters(). */
export function publicItems(key: string, number: number, items: ContestItem[]) {
  return items.map((item, index) => {
    if (item.type === 'jumble') {
      return {
        index,
        type: item.type,
        prompt: item.prompt,
        // the same shuffle on every load: a reload must not reshuffle a half-solved jumble
        letters: shuffleLetters(item.answer.toLocaleUpperCase('ms'), createRng(seedFromText(`${key}:${number}:${index}`))),
      };
    }
    return { index, type: item.type, prompt: item.prompt, choices: item.choices };
  });
}

export function scoreJson(row: ScoreRow, key: string, levelsPerRound: number) {
  const level = Number(row.level_number);
  return {
    id: Number(row.id),
    client_id: row.client_id,
    user_identifier: String(row.user_id),
    contest_category: key,
    level,
    round: Math.floor((level - 1) / Math.max(1, levelsPerRound)) + 1,
    score: Number(row.score),
    max_score: Number(row.max_score),
    time_taken: Number(row.time_taken),
    time_submitted: new Date(row.time_submitted).toISOString(),
  };
}

/** Every contest as the contest list shows it: its product, window and state by the server's clock. */
export function contestList(contests: ContestRow[], overrideAllowed: boolean, now = new Date()) {
  return {
    serverTime: now.toISOString(),
    contests: contests.map((contest) => {
      const window = contestWindow(contest);
      return {
        key: contest.key,
        kind: contest.kind,
        productId: contest.product_id,
        title: contest.title,
        startsAt: iso(window?.startsAt ?? null),
        endsAt: iso(window?.endsAt ?? null),
        state: contestState(contest, overrideAllowed, now.getTime()),
      };
    }),
  };
}
