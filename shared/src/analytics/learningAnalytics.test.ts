import type { QuizScoreRecord } from '../scores/quizRecords';
import { aiRatioMessage, computeLearningAnalytics, diversityMessage, streakMessage, velocityMessage } from './learningAnalytics';

const NOW = new Date('2026-11-22T04:00:00Z'); // 12:00 in Malaysia
const rec = (time: string, score: number, topic = 'pre-generated-animals', category: QuizScoreRecord['quiz_category'] = 'Search'): QuizScoreRecord => ({
  quiz_category: category,
  topic_key: topic,
  score,
  level: 1,
  time_submitted: time,
});
const daysAgo = (n: number, hourUtc = 4) => new Date(Date.UTC(2026, 10, 22 - n, hourUtc)).toISOString();

describe('learning analytics thresholds (docs/requirements.md §9)', () => {
  it.each([
    // "Velocity: 2 or more 'on fire', 1 or more good, above 0 steady."
    [2.5, 'analytics.velocity.onFire'],
    [2, 'analytics.velocity.onFire'],
    [1.99, 'analytics.velocity.good'],
    [1, 'analytics.velocity.good'],
    [0.03, 'analytics.velocity.steady'],
    [0, 'analytics.velocity.none'],
  ])('velocity %s gives %s', (v, key) => expect(velocityMessage(v)).toBe(key));

  it.each([
    // "AI ratio: 0.7 or more AI master, 0.4 or more balanced."
    [1, 5, 'analytics.aiRatio.aiMaster'],
    [0.7, 10, 'analytics.aiRatio.aiMaster'],
    [0.69, 10, 'analytics.aiRatio.balanced'],
    [0.4, 10, 'analytics.aiRatio.balanced'],
    [0.39, 10, 'analytics.aiRatio.preGenerated'],
    [0, 0, 'analytics.aiRatio.none'],
  ])('AI ratio %s over %s games gives %s', (r, n, key) => expect(aiRatioMessage(r, n)).toBe(key));

  it.each([
    // "Topic diversity: 10 or more amazing, 5 or more great, 2 or more a good start."
    [12, 'analytics.diversity.amazing'],
    [10, 'analytics.diversity.amazing'],
    [9, 'analytics.diversity.great'],
    [5, 'analytics.diversity.great'],
    [4, 'analytics.diversity.goodStart'],
    [2, 'analytics.diversity.goodStart'],
    [1, 'analytics.diversity.single'],
    [0, 'analytics.diversity.none'],
  ])('%s topics gives %s', (n, key) => expect(diversityMessage(n)).toBe(key));

  it.each([
    // "Streak: 7 or more days incredible, 3 or more nice, 0 prompts starting one."
    [8, 'analytics.streak.incredible'],
    [7, 'analytics.streak.incredible'],
    [6, 'analytics.streak.nice'],
    [3, 'analytics.streak.nice'],
    [2, 'analytics.streak.keepGoing'],
    [1, 'analytics.streak.keepGoing'],
    [0, 'analytics.streak.start'],
  ])('a %s-day streak gives %s', (n, key) => expect(streakMessage(n)).toBe(key));
});

describe('computeLearningAnalytics (docs/requirements.md §3 "Learning analytics")', () => {
  it('with an empty history gives zeros, no topics and the "start a streak" prompt', () => {
    const a = computeLearningAnalytics({ userIdentifier: '42', scores: [], progress: [], now: NOW });
    expect(a).toEqual({
      user_identifier: '42',
      analysis_period_days: 30,
      recent_activity: { games_played: 0, active_days: 0, last_played_at: null, topics_in_progress: 0, latest: [] },
      topic_analytics: {},
      learning_velocity: 0,
      game_trends: [],
      ai_ratio: 0,
      topic_diversity: 0,
      streak_data: { current_streak: 0, longest_streak: 0, active_days: [], last_active_day: null },
      generated_at: '2026-11-22T04:00:00.000Z',
      messages: {
        velocity: 'analytics.velocity.none',
        aiRatio: 'analytics.aiRatio.none',
        diversity: 'analytics.diversity.none',
        streak: 'analytics.streak.start',
      },
      games_counted: [],
    });
  });

  it('with a single attempt gives one topic with a standard deviation of 0 and a 1-day streak', () => {
    const one = rec(daysAgo(0), 80, 'ai-generated-fruits');
    const a = computeLearningAnalytics({ userIdentifier: '7', scores: [one], progress: [], now: NOW });
    expect(a.topic_analytics).toEqual({
      'ai-generated-fruits': { attempts: 1, avg_score: 80, best_score: 80, lowest_score: 80, score_consistency: 0, last_attempt: one.time_submitted },
    });
    expect(a.learning_velocity).toBe(0.03); // 1 game / 30 days
    expect(a.game_trends).toEqual([{ quiz_category: 'Search', content_type: 'AI-Generated', total_games: 1, content_count: 1, avg_score: 80 }]);
    expect(a.ai_ratio).toBe(1);
    expect(a.streak_data).toEqual({ current_streak: 1, longest_streak: 1, active_days: ['2026-11-22'], last_active_day: '2026-11-22' });
    expect(a.recent_activity).toMatchObject({ games_played: 1, active_days: 1, last_played_at: one.time_submitted });
    expect(a.messages).toEqual({
      velocity: 'analytics.velocity.steady',
      aiRatio: 'analytics.aiRatio.aiMaster',
      diversity: 'analytics.diversity.single',
      streak: 'analytics.streak.keepGoing',
    });
  });

  it('computes attempts, average, best, lowest, standard deviation and last attempt per topic', () => {
    const scores = [rec(daysAgo(3), 60), rec(daysAgo(2), 80), rec(daysAgo(1), 100), rec(daysAgo(1), 50, 'custom-x', 'Blank')];
    const a = computeLearningAnalytics({ userIdentifier: 'u', scores, progress: [], now: NOW });
    expect(a.topic_analytics['pre-generated-animals']).toEqual({
      attempts: 3,
      avg_score: 80,
      best_score: 100,
      lowest_score: 60,
      score_consistency: 16.33,
      last_attempt: daysAgo(1),
    });
    expect(a.topic_analytics['custom-x']?.attempts).toBe(1);
    expect(a.topic_diversity).toBe(2);
    expect(a.messages.diversity).toBe('analytics.diversity.goodStart');
  });

  it.each([
    // topic_key prefix → content_type (docs/requirements.md §3)
    ['ai-generated-birds', 'AI-Generated'],
    ['pre-generated-birds', 'Pre-Generated'],
    ['custom-birds', 'Unknown'],
  ] as const)('reads %s as content_type %s', (key, type) => {
    const a = computeLearningAnalytics({ userIdentifier: 'u', scores: [rec(daysAgo(1), 10, key), rec(daysAgo(2), 20, `${key}-2`)], progress: [], now: NOW });
    expect(a.game_trends).toEqual([{ quiz_category: 'Search', content_type: type, total_games: 2, content_count: 2, avg_score: 15 }]);
  });

  it('defines learning_velocity as games in the period divided by the period in days', () => {
    const scores = Array.from({ length: 60 }, (_, i) => rec(daysAgo(i % 30), 50));
    expect(computeLearningAnalytics({ userIdentifier: 'u', scores, progress: [], now: NOW }).learning_velocity).toBe(2);
    expect(computeLearningAnalytics({ userIdentifier: 'u', scores, progress: [], now: NOW, periodDays: 60 }).learning_velocity).toBe(1);
  });

  it('leaves games older than the period out of every figure but the streak history', () => {
    const a = computeLearningAnalytics({ userIdentifier: 'u', scores: [rec(daysAgo(40), 90), rec(daysAgo(1), 70)], progress: [], now: NOW });
    expect(a.recent_activity.games_played).toBe(1);
    expect(Object.keys(a.topic_analytics)).toHaveLength(1);
    expect(a.topic_analytics['pre-generated-animals']?.best_score).toBe(70);
    expect(a.streak_data.longest_streak).toBe(1);
  });

  it('mixes AI and pre-generated games into the AI ratio', () => {
    const scores = [
      rec(daysAgo(1), 1, 'ai-generated-a'),
      rec(daysAgo(1), 1, 'ai-generated-b'),
      rec(daysAgo(1), 1, 'pre-generated-c'),
      rec(daysAgo(1), 1, 'custom-d', 'Error'),
      rec(daysAgo(1), 1, 'pre-generated-e', 'Blank'),
    ];
    const a = computeLearningAnalytics({ userIdentifier: 'u', scores, progress: [], now: NOW });
    expect(a.ai_ratio).toBe(0.4);
    expect(a.messages.aiRatio).toBe('analytics.aiRatio.balanced');
  });

  it('counts a streak across a month boundary in UTC+8 (23:30 UTC on 31 Oct is 1 Nov in Malaysia)', () => {
    const now = new Date('2026-11-02T02:00:00Z'); // 2 Nov 10:00 MYT
    const scores = [
      rec('2026-10-30T05:00:00Z', 50), // 30 Oct MYT
      rec('2026-10-31T03:00:00Z', 50), // 31 Oct MYT
      rec('2026-10-31T23:30:00Z', 50), // 1 Nov 07:30 MYT
      rec('2026-11-02T01:00:00Z', 50), // 2 Nov MYT
    ];
    const a = computeLearningAnalytics({ userIdentifier: 'u', scores, progress: [], now });
    expect(a.streak_data).toEqual({
      current_streak: 4,
      longest_streak: 4,
      active_days: ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'],
      last_active_day: '2026-11-02',
    });
    expect(a.messages.streak).toBe('analytics.streak.nice');
  });

  it('keeps a streak alive through today until a whole UTC+8 day is missed, and breaks it after', () => {
    const scores = [rec(daysAgo(3), 1), rec(daysAgo(2), 1), rec(daysAgo(1), 1)];
    expect(computeLearningAnalytics({ userIdentifier: 'u', scores, progress: [], now: NOW }).streak_data.current_streak).toBe(3);
    const later = new Date('2026-11-23T17:00:00Z'); // 24 Nov 01:00 MYT: 22 and 23 Nov missed
    const broken = computeLearningAnalytics({ userIdentifier: 'u', scores, progress: [], now: later }).streak_data;
    expect(broken).toMatchObject({ current_streak: 0, longest_streak: 3 });
  });

  it('gives 7 consecutive days the "incredible" message', () => {
    const scores = Array.from({ length: 7 }, (_, i) => rec(daysAgo(i), 40));
    expect(computeLearningAnalytics({ userIdentifier: 'u', scores, progress: [], now: NOW }).messages.streak).toBe('analytics.streak.incredible');
  });

  it('counts progress records saved in the period as topics in progress', () => {
    const progress = [
      { quiz_category: 'Search' as const, topic_key: 'pre-generated-a', progress_state: '{}', updated_at: daysAgo(2) },
      { quiz_category: 'Blank' as const, topic_key: 'pre-generated-b', progress_state: '{}', updated_at: daysAgo(45) },
    ];
    expect(computeLearningAnalytics({ userIdentifier: 'u', scores: [], progress, now: NOW }).recent_activity.topics_in_progress).toBe(1);
  });

  it('keeps only the 10 newest attempts in recent_activity.latest, newest first', () => {
    const scores = Array.from({ length: 12 }, (_, i) => rec(daysAgo(i), i));
    const latest = computeLearningAnalytics({ userIdentifier: 'u', scores, progress: [], now: NOW }).recent_activity.latest;
    expect(latest.map((s) => s.score)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('learning analytics count every game (issue 27)', () => {
  it('counts 49 games over all games, not the 12 of Search, Blank and Error, and names each game counted', () => {
    // the demo pupil's month: 12 games of the spec's three categories, 37 of four others, on 5 days running
    const scores: QuizScoreRecord[] = [];
    const plan: [QuizScoreRecord['quiz_category'], number][] = [
      ['Search', 5],
      ['Blank', 4],
      ['Error', 3],
      ['Jumble', 15],
      ['Match', 12],
      ['Tile', 6],
      ['Cross', 4],
    ];
    let n = 0;
    for (const [category, count] of plan) for (let i = 0; i < count; i++) scores.push(rec(daysAgo(n++ % 5), 50 + i, `pre-generated-t${i % 3}`, category));
    const a = computeLearningAnalytics({ userIdentifier: '4', scores, progress: [], now: NOW });
    expect(a.recent_activity.games_played).toBe(49);
    expect(a.learning_velocity).toBe(1.63); // 49 games / 30 days, not 0.4
    expect(a.streak_data.current_streak).toBe(5);
    expect(a.games_counted).toEqual([
      { quiz_category: 'Jumble', games: 15 },
      { quiz_category: 'Match', games: 12 },
      { quiz_category: 'Tile', games: 6 },
      { quiz_category: 'Search', games: 5 },
      { quiz_category: 'Blank', games: 4 },
      { quiz_category: 'Cross', games: 4 },
      { quiz_category: 'Error', games: 3 },
    ]);
  });
});
