import { rightFirstTime, type ItemAttempt } from '../scores/itemAttempts';
import { gameOfCategory } from '../scoring/gameIds';
import type { ScoreLevel } from '../scoring/gameScoring';
import { roundOutcome } from '../scoring/roundOutcome';
import type { Stars } from '../scoring/stars';
import { normaliseText } from '../text/letters';
import { isOnTime, type AssignmentTimes, type RankingMode } from './homeworkRules';

/**
 * What a teacher reads of an assignment (issue 23.4) and what a pupil sees of the class, as pure
 * functions of the attempts: per pupil (done / not yet / late, best score, stars, time spent,
 * attempts) and per word (right first time, the wrong answers given, most-missed first).
 */
export interface HomeworkSpec extends AssignmentTimes {
  /** the quiz categories the assignment asks for */
  games: readonly string[];
  level: ScoreLevel;
  /** untimed work earns its stars on accuracy alone: no par time */
  timed: boolean;
}

export interface HomeworkAttempt {
  id: string | number;
  pupilId: number;
  quizCategory: string;
  score: number;
  durationMs: number | null;
  /** when the game was finished (attemptFinishedAt), ms since the epoch */
  finishedAt: number;
  /** what the child did with each item; null for a score sent by an app that recorded none */
  items: readonly ItemAttempt[] | null;
}

export type PupilStatus = 'done' | 'late' | 'not_yet';

export interface PupilProgress {
  /** done: every game played by the deadline; late: every game played, some only after it */
  status: PupilStatus;
  /** the assignment's games this pupil has played, in the assignment's order */
  gamesDone: string[];
  /** the best score of each game played, added up; null before the first attempt */
  bestScore: number | null;
  /** the lowest of each game's best stars, once every game is played with its answers recorded */
  stars: Stars | null;
  timeSpentMs: number;
  attempts: number;
  /** when the latest attempt was finished */
  lastAt: number | null;
}

/**
 * Stars for one attempt from its items: the same rule as the pupil's result screen (roundOutcome,
 * ADR 0022: first-try accuracy and the score the items allow); untimed work has no par time.
 */
export function attemptStars(
  spec: Pick<HomeworkSpec, 'level' | 'timed'>,
  attempt: Pick<HomeworkAttempt, 'quizCategory' | 'items' | 'durationMs'>,
): Stars | null {
  const game = gameOfCategory(attempt.quizCategory);
  if (!game || !attempt.items || attempt.items.length === 0) return null;
  return roundOutcome(game, spec.level, attempt.items, spec.timed ? { durationMs: attempt.durationMs ?? 0 } : {}).stars;
}

/** One pupil's progress on an assignment, from their attempts (attempts of other games are ignored). */
export function pupilProgress(spec: HomeworkSpec, attempts: readonly HomeworkAttempt[]): PupilProgress {
  const mine = attempts.filter((a) => spec.games.includes(a.quizCategory));
  const best = new Map<string, number>();
  const bestStars = new Map<string, Stars | null>();
  const onTime = new Set<string>();
  let timeSpentMs = 0;
  let lastAt: number | null = null;
  for (const a of mine) {
    best.set(a.quizCategory, Math.max(best.get(a.quizCategory) ?? 0, a.score));
    const stars = attemptStars(spec, a);
    const before = bestStars.get(a.quizCategory);
    bestStars.set(a.quizCategory, before === undefined ? stars : stars === null ? before : (Math.max(before ?? 0, stars) as Stars));
    if (isOnTime(a.finishedAt, spec)) onTime.add(a.quizCategory);
    timeSpentMs += Math.max(0, a.durationMs ?? 0);
    lastAt = Math.max(lastAt ?? 0, a.finishedAt);
  }
  const gamesDone = spec.games.filter((g) => best.has(g));
  const allPlayed = spec.games.length > 0 && gamesDone.length === spec.games.length;
  const status: PupilStatus = !allPlayed ? 'not_yet' : spec.games.every((g) => onTime.has(g)) ? 'done' : 'late';
  const starList = spec.games.map((g) => bestStars.get(g) ?? null);
  const stars = allPlayed && starList.every((s) => s !== null) ? (Math.min(...(starList as Stars[])) as Stars) : null;
  return {
    status,
    gamesDone,
    bestScore: gamesDone.length ? gamesDone.reduce((sum, g) => sum + best.get(g)!, 0) : null,
    stars,
    timeSpentMs,
    attempts: mine.length,
    lastAt,
  };
}

export interface WrongAnswer {
  answer: string;
  /** pupils who gave it */
  pupils: number;
}

export interface WordResult {
  /** the item's word as in the topic */
  word: string;
  /** pupils who met the word */
  pupils: number;
  /** pupils whose first meeting with the word was right at the first try, without a hint */
  rightFirstTime: number;
  /** pupils who did not get it right first time */
  missed: number;
  /** the wrong answers given, by how many pupils gave each, most first */
  wrongAnswers: WrongAnswer[];
}

/** What the per-word results read of an attempt: a homework round, or a live PIN game's (a player as the pupil). */
export type AnsweredAttempt = Pick<HomeworkAttempt, 'id' | 'pupilId' | 'finishedAt' | 'items'>;

const byTime = (a: AnsweredAttempt, b: AnsweredAttempt) => a.finishedAt - b.finishedAt || String(a.id).localeCompare(String(b.id));

/** The wrong answers an item holds: those before the last, and the last when it was not right. */
function wrongAnswersOf(item: ItemAttempt, word: string): string[] {
  const given = item.outcome !== 'right' && item.given !== undefined ? [item.given] : [];
  return [...item.wrong, ...given].map((a) => normaliseText(a).trim()).filter((a) => a !== '' && a !== word);
}

/** Every word the pupils met, most-missed first (then most wrong answers, then the word). */
export function wordResults(attempts: readonly AnsweredAttempt[]): WordResult[] {
  const words = new Map<string, { pupils: Set<number>; right: Set<number>; wrong: Map<string, Set<number>> }>();
  for (const attempt of [...attempts].sort(byTime)) {
    for (const item of attempt.items ?? []) {
      const word = normaliseText(item.word).trim();
      let w = words.get(word);
      if (!w) words.set(word, (w = { pupils: new Set(), right: new Set(), wrong: new Map() }));
      if (!w.pupils.has(attempt.pupilId)) {
        w.pupils.add(attempt.pupilId);
        if (rightFirstTime(item)) w.right.add(attempt.pupilId);
      }
      for (const answer of wrongAnswersOf(item, word)) {
        let who = w.wrong.get(answer);
        if (!who) w.wrong.set(answer, (who = new Set()));
        who.add(attempt.pupilId);
      }
    }
  }
  const rows = [...words].map(([word, w]) => ({
    word,
    pupils: w.pupils.size,
    rightFirstTime: w.right.size,
    missed: w.pupils.size - w.right.size,
    wrongAnswers: [...w.wrong].map(([answer, who]) => ({ answer, pupils: who.size })).sort((a, b) => b.pupils - a.pupils || a.answer.localeCompare(b.answer)),
  }));
  const wrongCount = (r: WordResult) => r.wrongAnswers.reduce((n, a) => n + a.pupils, 0);
  return rows.sort((a, b) => b.missed - a.missed || wrongCount(b) - wrongCount(a) || a.word.localeCompare(b.word));
}

/** The words a pupil did not get right first time in their attempts: what "practise what I missed" replays. */
export function missedWords(attempts: readonly Pick<HomeworkAttempt, 'finishedAt' | 'id' | 'items'>[]): string[] {
  const seen = new Map<string, boolean>();
  for (const attempt of [...attempts].sort((a, b) => a.finishedAt - b.finishedAt || String(a.id).localeCompare(String(b.id)))) {
    for (const item of attempt.items ?? []) {
      const word = normaliseText(item.word).trim();
      if (!seen.has(word)) seen.set(word, rightFirstTime(item));
    }
  }
  return [...seen].filter(([, right]) => !right).map(([word]) => word);
}

export interface Standing {
  pupilId: number;
  /** the name the class sees (leaderboardDisplayName) */
  name: string;
  bestScore: number;
}

export type ClassStanding =
  | { mode: 'hidden' }
  | { mode: 'average'; average: number | null; pupils: number }
  | { mode: 'shown'; ranking: { rank: number; name: string; score: number; me: boolean }[] };

/** What a pupil sees of the others, as the teacher chose: nothing, the class average, or the ranking. */
export function classStanding(mode: RankingMode, standings: readonly Standing[], viewerId: number): ClassStanding {
  if (mode === 'hidden') return { mode };
  if (mode === 'average') {
    const total = standings.reduce((n, s) => n + s.bestScore, 0);
    return { mode, average: standings.length ? Math.round((total / standings.length) * 10) / 10 : null, pupils: standings.length };
  }
  const sorted = [...standings].sort((a, b) => b.bestScore - a.bestScore || a.name.localeCompare(b.name));
  let rank = 0;
  let previous: number | undefined;
  const ranking = sorted.map((s, i) => {
    if (s.bestScore !== previous) rank = i + 1;
    previous = s.bestScore;
    return { rank, name: s.name, score: s.bestScore, me: s.pupilId === viewerId };
  });
  return { mode, ranking };
}
