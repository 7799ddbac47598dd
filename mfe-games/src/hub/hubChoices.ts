import type { QuizProgressRecord, TopicSummary } from '@app/shared';
import { gameByCategory, type GameDefinition } from '../games/common/gameRegistry';
import { decodeProgress, type ProgressEnvelope } from '../games/common/progressState';

/** The years that have topics, in order. */
export function yearsOf(topics: readonly TopicSummary[]): number[] {
  return [...new Set(topics.map((t) => t.year))].sort((a, b) => a - b);
}

/** Topics of one year (or all), by year then title. */
export function topicsForYear(topics: readonly TopicSummary[], year: number | null): TopicSummary[] {
  return topics.filter((t) => year === null || t.year === year).sort((a, b) => a.year - b.year || a.title.localeCompare(b.title));
}

export interface ResumableGame {
  game: GameDefinition;
  topicKey: string;
  progress: ProgressEnvelope;
}

/** Unfinished, valid saved games, newest first (anything unreadable is ignored). */
export function resumableGames(records: readonly QuizProgressRecord[]): ResumableGame[] {
  return records
    .flatMap((r) => {
      const game = gameByCategory(r.quiz_category);
      const progress = game && decodeProgress(r.progress_state, game.id, r.topic_key);
      return game && progress ? [{ game, topicKey: r.topic_key, progress }] : [];
    })
    .sort((a, b) => b.progress.savedAt.localeCompare(a.progress.savedAt));
}

/** The path that plays `game` on a topic. */
export function gamePath(game: Pick<GameDefinition, 'path'>, topicKey: string): string {
  return `${game.path}?topic=${encodeURIComponent(topicKey)}`;
}
