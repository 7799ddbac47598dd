import { useMemo } from 'react';
import { assignmentModeFrom, markHomeworkPlayed, practiceItems, practiceWordsFrom, type AssignmentMode, type Topic, type TopicItem } from '@app/shared';

/**
 * The two ways a game page can be opened besides free play (issue 23), read from its address
 * (`shared/src/homework/homeworkLinks.ts` writes it): for homework (`?assignment=&level=`, the level
 * fixed, untimed unless timed: no clock, no par time for stars) or to practise the words a pupil
 * missed (`?words=`: the topic cut down to those words, and just enough others for the game's round).
 */
export function useRoundMode(
  params: URLSearchParams,
  loaded: Topic | null,
  game: { minItems: number; accepts: (item: TopicItem) => boolean },
): { assignment: AssignmentMode | null; topic: Topic | null; practice: boolean } {
  const assignment = useMemo(() => assignmentModeFrom(params), [params]);
  const words = useMemo(() => practiceWordsFrom(params), [params]);
  const { minItems, accepts } = game;
  const topic = useMemo(
    () => (loaded && words ? { ...loaded, items: practiceItems(loaded.items, words, { minimum: minItems, accepts }) } : loaded),
    [loaded, words, minItems, accepts],
  );
  return { assignment, topic, practice: words !== null };
}

/** What a homework attempt adds to its score payload; the game is ticked on this phone at once. */
export function assignmentPayload(assignment: AssignmentMode | null, userId: string, quizCategory: string): { assignment_id?: number } {
  if (!assignment) return {};
  markHomeworkPlayed(userId, assignment.id, quizCategory);
  return { assignment_id: assignment.id };
}

/** An untimed round's stars come from accuracy alone: as if played within any par time. */
export function starsTime<T extends { durationMs: number }>(session: T, assignment: AssignmentMode | null): T {
  return assignment && !assignment.timed ? { ...session, durationMs: 0 } : session;
}
