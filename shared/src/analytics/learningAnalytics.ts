import { topicSource, type TopicSource } from '../content/topicSchema';
import type { QuizProgressRecord, QuizScoreRecord } from '../scores/quizRecords';
import { addDaysToDayKey, malaysiaDayKey } from '../time/malaysiaTime';

/**
 * docs/requirements.md §7: "get-quiz-scores and get-quiz-progress … quiz_category (Search, Blank,
 * Error)". The figures count every game (issue 27: three of nineteen undercounted a child's 49
 * games as 12); these three are the floor, read even when the all-games call is not answered.
 */
export const ANALYTICS_FLOOR_CATEGORIES = ['Search', 'Blank', 'Error'] as const;

export interface GameCount {
  quiz_category: string;
  games: number;
}

/** docs/requirements.md §3/§9: "analysis_period_days (default 30)". */
export const DEFAULT_ANALYSIS_PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_ACTIVITY_LIMIT = 10;

export interface TopicAnalytics {
  attempts: number;
  avg_score: number;
  best_score: number;
  lowest_score: number;
  /** population standard deviation of the scores; 0 for a single attempt */
  score_consistency: number;
  /** ISO time of the latest attempt */
  last_attempt: string;
}

export interface GameTrend {
  quiz_category: string;
  /** docs/requirements.md §3: from the topic_key prefix */
  content_type: TopicSource;
  /** attempts of this game on this content type in the period */
  total_games: number;
  /** distinct topics of this content type played in this game */
  content_count: number;
  avg_score: number;
}

export interface RecentActivity {
  games_played: number;
  active_days: number;
  last_played_at: string | null;
  /** progress records saved in the period: topics the user has started and may resume */
  topics_in_progress: number;
  /** the latest attempts in the period, newest first */
  latest: QuizScoreRecord[];
}

export interface StreakData {
  /** consecutive UTC+8 days with a game, ending today or yesterday (a streak is not lost until a whole day is missed) */
  current_streak: number;
  longest_streak: number;
  /** UTC+8 calendar days (YYYY-MM-DD) with at least one game in the period, ascending */
  active_days: string[];
  last_active_day: string | null;
}

export type AnalyticsMessageKey =
  | 'analytics.velocity.onFire'
  | 'analytics.velocity.good'
  | 'analytics.velocity.steady'
  | 'analytics.velocity.none'
  | 'analytics.aiRatio.aiMaster'
  | 'analytics.aiRatio.balanced'
  | 'analytics.aiRatio.preGenerated'
  | 'analytics.aiRatio.none'
  | 'analytics.diversity.amazing'
  | 'analytics.diversity.great'
  | 'analytics.diversity.goodStart'
  | 'analytics.diversity.single'
  | 'analytics.diversity.none'
  | 'analytics.streak.incredible'
  | 'analytics.streak.nice'
  | 'analytics.streak.keepGoing'
  | 'analytics.streak.start';

export interface AnalyticsMessages {
  velocity: AnalyticsMessageKey;
  aiRatio: AnalyticsMessageKey;
  diversity: AnalyticsMessageKey;
  streak: AnalyticsMessageKey;
}

export interface LearningAnalytics {
  user_identifier: string;
  analysis_period_days: number;
  recent_activity: RecentActivity;
  topic_analytics: Record<string, TopicAnalytics>;
  /**
   * Games per day over the analysis period: attempts whose time_submitted falls in the last
   * `analysis_period_days` days, divided by `analysis_period_days`, rounded to 2 decimals.
   * (Dividing by the whole period, not by active days, so playing daily beats one binge.)
   */
  learning_velocity: number;
  game_trends: GameTrend[];
  /** AI-Generated attempts / all attempts in the period (0 with no attempts) */
  ai_ratio: number;
  /** distinct topic keys played in the period */
  topic_diversity: number;
  streak_data: StreakData;
  generated_at: string;
  messages: AnalyticsMessages;
  /** the games the figures count, with the games played of each in the period, most played first (named on the page) */
  games_counted: GameCount[];
}

export interface LearningAnalyticsInput {
  userIdentifier: string;
  /** score records of every category fetched (docs/requirements.md §7: Search, Blank and Error in parallel) */
  scores: QuizScoreRecord[];
  progress: QuizProgressRecord[];
  now: Date;
  periodDays?: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

// Streak days are Malaysian calendar days (UTC+8), not the server's or the browser's.
const previousDay = (day: string) => addDaysToDayKey(day, -1);

function standardDeviation(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance);
}

/** docs/requirements.md §9: "Velocity: 2 or more 'on fire', 1 or more good, above 0 steady." */
export function velocityMessage(velocity: number): AnalyticsMessageKey {
  if (velocity >= 2) return 'analytics.velocity.onFire';
  if (velocity >= 1) return 'analytics.velocity.good';
  if (velocity > 0) return 'analytics.velocity.steady';
  return 'analytics.velocity.none';
}

/** docs/requirements.md §9: "AI ratio: 0.7 or more AI master, 0.4 or more balanced." */
export function aiRatioMessage(ratio: number, totalGames: number): AnalyticsMessageKey {
  if (totalGames === 0) return 'analytics.aiRatio.none';
  if (ratio >= 0.7) return 'analytics.aiRatio.aiMaster';
  if (ratio >= 0.4) return 'analytics.aiRatio.balanced';
  return 'analytics.aiRatio.preGenerated';
}

/** docs/requirements.md §9: "Topic diversity: 10 or more amazing, 5 or more great, 2 or more a good start." */
export function diversityMessage(topics: number): AnalyticsMessageKey {
  if (topics >= 10) return 'analytics.diversity.amazing';
  if (topics >= 5) return 'analytics.diversity.great';
  if (topics >= 2) return 'analytics.diversity.goodStart';
  if (topics === 1) return 'analytics.diversity.single';
  return 'analytics.diversity.none';
}

/** docs/requirements.md §9: "Streak: 7 or more days incredible, 3 or more nice, 0 prompts starting one." */
export function streakMessage(days: number): AnalyticsMessageKey {
  if (days >= 7) return 'analytics.streak.incredible';
  if (days >= 3) return 'analytics.streak.nice';
  if (days > 0) return 'analytics.streak.keepGoing';
  return 'analytics.streak.start';
}

function computeStreak(allDays: Set<string>, today: string, periodStartDay: string): StreakData {
  const sorted = [...allDays].sort();
  let longest = 0;
  let run = 0;
  let prev: string | null = null;
  for (const day of sorted) {
    run = prev !== null && previousDay(day) === prev ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = day;
  }
  let current = 0;
  let cursor = allDays.has(today) ? today : previousDay(today);
  while (allDays.has(cursor)) {
    current++;
    cursor = previousDay(cursor);
  }
  return {
    current_streak: current,
    longest_streak: longest,
    active_days: sorted.filter((d) => d >= periodStartDay && d <= today),
    last_active_day: sorted.length > 0 ? sorted[sorted.length - 1]! : null,
  };
}

/**
 * docs/requirements.md §3/§9 learning analytics, from quiz score and progress records. Pure: the caller
 * passes `now`. Every figure except the streak covers the last `periodDays` days; the streak
 * reads the whole history, because a streak that started before the period is still running.
 */
export function computeLearningAnalytics(input: LearningAnalyticsInput): LearningAnalytics {
  const periodDays = input.periodDays ?? DEFAULT_ANALYSIS_PERIOD_DAYS;
  const nowMs = input.now.getTime();
  const periodStartMs = nowMs - periodDays * DAY_MS;
  const valid = input.scores.filter((s) => Number.isFinite(Date.parse(s.time_submitted)));
  const inPeriod = valid
    .filter((s) => {
      const t = Date.parse(s.time_submitted);
      return t >= periodStartMs && t <= nowMs;
    })
    .sort((a, b) => Date.parse(b.time_submitted) - Date.parse(a.time_submitted));

  const byTopic = new Map<string, QuizScoreRecord[]>();
  for (const s of inPeriod) byTopic.set(s.topic_key, [...(byTopic.get(s.topic_key) ?? []), s]);
  const topic_analytics: Record<string, TopicAnalytics> = {};
  for (const [key, records] of byTopic) {
    const scores = records.map((r) => r.score);
    topic_analytics[key] = {
      attempts: records.length,
      avg_score: round2(scores.reduce((a, b) => a + b, 0) / scores.length),
      best_score: Math.max(...scores),
      lowest_score: Math.min(...scores),
      score_consistency: round2(standardDeviation(scores)),
      last_attempt: records[0]!.time_submitted,
    };
  }

  const trends = new Map<string, { category: string; type: TopicSource; scores: number[]; topics: Set<string> }>();
  for (const s of inPeriod) {
    const type = topicSource(s.topic_key);
    const id = `${s.quiz_category}|${type}`;
    const trend = trends.get(id) ?? { category: s.quiz_category, type, scores: [], topics: new Set<string>() };
    trend.scores.push(s.score);
    trend.topics.add(s.topic_key);
    trends.set(id, trend);
  }
  const game_trends: GameTrend[] = [...trends.values()]
    .map((t) => ({
      quiz_category: t.category,
      content_type: t.type,
      total_games: t.scores.length,
      content_count: t.topics.size,
      avg_score: round2(t.scores.reduce((a, b) => a + b, 0) / t.scores.length),
    }))
    .sort((a, b) => b.total_games - a.total_games || a.quiz_category.localeCompare(b.quiz_category) || a.content_type.localeCompare(b.content_type));

  const perGame = new Map<string, number>();
  for (const s of inPeriod) perGame.set(s.quiz_category, (perGame.get(s.quiz_category) ?? 0) + 1);
  const games_counted = [...perGame]
    .map(([quiz_category, games]) => ({ quiz_category, games }))
    .sort((a, b) => b.games - a.games || a.quiz_category.localeCompare(b.quiz_category));

  const aiGames = inPeriod.filter((s) => topicSource(s.topic_key) === 'AI-Generated').length;
  const ai_ratio = inPeriod.length === 0 ? 0 : round2(aiGames / inPeriod.length);
  const learning_velocity = round2(inPeriod.length / periodDays);
  const topic_diversity = byTopic.size;

  const today = malaysiaDayKey(input.now);
  const periodStartDay = malaysiaDayKey(new Date(periodStartMs));
  const streak_data = computeStreak(
    new Set(valid.filter((s) => Date.parse(s.time_submitted) <= nowMs).map((s) => malaysiaDayKey(s.time_submitted))),
    today,
    periodStartDay,
  );

  const topics_in_progress = input.progress.filter((p) => !p.updated_at || Date.parse(p.updated_at) >= periodStartMs).length;

  return {
    user_identifier: input.userIdentifier,
    analysis_period_days: periodDays,
    recent_activity: {
      games_played: inPeriod.length,
      active_days: new Set(inPeriod.map((s) => malaysiaDayKey(s.time_submitted))).size,
      last_played_at: inPeriod[0]?.time_submitted ?? null,
      topics_in_progress,
      latest: inPeriod.slice(0, RECENT_ACTIVITY_LIMIT),
    },
    topic_analytics,
    learning_velocity,
    game_trends,
    ai_ratio,
    topic_diversity,
    streak_data,
    generated_at: input.now.toISOString(),
    messages: {
      velocity: velocityMessage(learning_velocity),
      aiRatio: aiRatioMessage(ai_ratio, inPeriod.length),
      diversity: diversityMessage(topic_diversity),
      streak: streakMessage(streak_data.current_streak),
    },
    games_counted,
  };
}
