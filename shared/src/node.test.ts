/// <reference types="node" />
// Node's types for this test: it reads the source tree to follow the entry's imports.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as nodeEntry from './node';
import * as browserEntry from './index';

/** Packages and files a Node program cannot (or must not) load from `@app/shared/node`. */
const BROWSER_ONLY = /^(react|react-dom|react-router-dom|react-i18next|i18next|single-spa|single-spa-react|rxjs|@stripe\/)|\.css$/;

function resolveLocal(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file));
  if (!found) throw new Error(`${relative(__dirname, from)} imports ${specifier}, which does not exist`);
  return found;
}

/** Every module the entry loads at run time, following value imports and re-exports (not `import type`). */
function runtimeImports(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm);
    for (const [, typeOnly, specifier] of statements) {
      if (typeOnly || !specifier) continue;
      if (specifier.startsWith('.')) pending.push(resolveLocal(file, specifier));
      else packages.add(specifier);
    }
  }
  return { files: [...files].map((f) => relative(__dirname, f)), packages: [...packages] };
}

/**
 * The names `@app/shared/node` exports at run time. The api is built against them, so removing
 * one is a change to the api as much as to shared; type-only exports are left to tsc.
 */
const NODE_EXPORTS = [
  'AGE_OF_CONSENT',
  'AWAITING_PAYMENT_STATUSES',
  'AWARD_MIN_SCORE_SHARE',
  'CARD_CODE_LENGTH',
  'CARD_CODE_SYMBOLS',
  'CONTEST_PRODUCT_ID',
  'CONTEST_STATES',
  'DEFAULT_DAILY_GAME_LIMIT',
  'DEFAULT_LANGUAGE',
  'DELETED_ACCOUNT_NAMES',
  'FAST_ITEM_SHARE_ALLOWED',
  'GAME_IDS',
  'GAME_ITEM_RULES',
  'GAME_NAMES',
  'GAME_SCORING',
  'GUARD_REASONS',
  'HOMEWORK_ALLOWANCES',
  'HOMEWORK_CSV_TEXT',
  'HOMEWORK_RULES',
  'ITEM_ATTEMPT_LIMITS',
  'ITEM_OUTCOMES',
  'LANGUAGES',
  'LANGUAGE_SETS',
  'LEADERBOARD_PERIODS',
  'LEADERBOARD_SCOPES',
  'MALAYSIAN_STATES',
  'MALAYSIA_TIME_ZONE',
  'MALAYSIA_UTC_OFFSET_MINUTES',
  'MIN_MS_PER_CORRECT_ITEM',
  'NEAR_MISS_RULE',
  'NEW_DEVICE_STEPS',
  'NO_SUBSCRIPTION',
  'PAID_ORDER_STATUSES',
  'PICTURE_PAIRS',
  'PICTURE_TRIES',
  'PLAN_PRODUCTS',
  'PLAN_PRODUCTS_QUERY',
  'PLAN_PRODUCT_IDS',
  'PRIVACY_NOTICE_VERSION',
  'PROFILE_LIMITS',
  'PUPIL_STATUSES',
  'QUIZ_CATEGORIES',
  'RANKING_MODES',
  'RESULTS_AFTER_END_MS',
  'SCHOOL_RANKING',
  'SIGN_IN_PICTURES',
  'SOLVALLAR_2025',
  'STAR_RULE',
  'SUBMIT_GRACE_MS',
  'SUBSCRIPTION_STATUS_COLOR_CSS',
  'SYLLABUS_THEMES',
  'TOPIC_ALLOWANCES',
  'TOPIC_KEY_PATTERN',
  'UNPAID_CHECKOUT_TTL_MS',
  'accuracyPercent',
  'addDaysToDayKey',
  'ageOn',
  'applyBoardPatch',
  'assignmentChangesSchema',
  'assignmentCountsSchema',
  'assignmentDetailSchema',
  'assignmentGameLink',
  'assignmentModeFrom',
  'assignmentResultsSchema',
  'assignmentSchema',
  'attemptFinishedAt',
  'attemptRecordSchema',
  'attemptStars',
  'canBuyContestEntry',
  'canPlayTopic',
  'changedPlaces',
  'chargeHints',
  'checkContestPayment',
  'checkScorePlausibility',
  'classStanding',
  'classStandingSchema',
  'computeOrderTotals',
  'contestResults',
  'contestStateAt',
  'contestWindowFromMeta',
  'countsAsCorrect',
  'countsForSchool',
  'createRng',
  'dailyGameVerdict',
  'defaultTimed',
  'deriveSubscription',
  'diffBoard',
  'displayName',
  'dueDateProblem',
  'effectiveContestState',
  'effectivePrice',
  'epochOf',
  'formatCardCode',
  'formatCountdown',
  'formatLocaleNumber',
  'formatMalaysiaClock',
  'formatMalaysiaDate',
  'formatMalaysiaDateTime',
  'formatMalaysiaDayKey',
  'formatMalaysiaRelativeDateTime',
  'formatMalaysiaRelativeDay',
  'formatMalaysiaTime',
  'formatPrice',
  'fromSen',
  'gameItems',
  'gameOfCategory',
  'gradeContestSubmission',
  'graphemes',
  'hasDailyGameLimit',
  'hasPremiumAccess',
  'hasProAccess',
  'hasStudentAccess',
  'hasTeacherAccess',
  'hasWordLadder',
  'hintCost',
  'holdsPaidPlan',
  'homeworkAllowance',
  'homeworkDeadline',
  'homeworkRefusal',
  'homeworkResultsCsv',
  'isAssignmentOpen',
  'isBrokenLetter',
  'isContestPaymentFound',
  'isContestState',
  'isGameId',
  'isGridWord',
  'isLanguage',
  'isMalaysianState',
  'isNicknameAllowed',
  'isOnTime',
  'isOneLetterStep',
  'isPaidOrderStatus',
  'isRightFirstTime',
  'isTamilText',
  'isValidMykad',
  'isWordLadder',
  'itemAttemptSchema',
  'itemAttemptsSchema',
  'itemEarned',
  'itemTally',
  'itemWrongTries',
  'joinLetters',
  'judgeTypedAnswer',
  'ladderProblems',
  'languageSchema',
  'languageSetSchema',
  'languageTag',
  'latestPlanOrder',
  'leaderboardDisplayName',
  'leaderboardPeriodStart',
  'letterCount',
  'letterEditDistance',
  'letters',
  'levelAccess',
  'levelCompletedReason',
  'levelNumber',
  'levelPath',
  'levelSecondsFor',
  'malaysiaDayKey',
  'malaysiaDayKeyStart',
  'malaysiaDaysBetween',
  'malaysiaWallClock',
  'malaysiaWallClockToEpoch',
  'malaysianDate',
  'malaysianLocale',
  'malaysianStateName',
  'maxScore',
  'maxScoreForItems',
  'maxScoreForTopic',
  'memoryVerdict',
  'menuVisibility',
  'minPlausibleDurationMs',
  'minimumMsForScore',
  'missedWords',
  'msUntilStart',
  'myAssignmentListSchema',
  'myAssignmentSchema',
  'nearMissAllowance',
  'nearMissCredit',
  'needsParentConsent',
  'newAssignmentSchema',
  'newerPlanOrder',
  'nextMalaysianMidnight',
  'normaliseText',
  'normalizeCardCode',
  'normalizeMykad',
  'orderBoardPlayers',
  'orderStatusToSubscriptionStatus',
  'outcomePoints',
  'paidExpiry',
  'parTimeMs',
  'parentConsentProblem',
  'parseLevelCompletedReason',
  'parseLevelRoute',
  'parseMoney',
  'parseMykad',
  'pickOne',
  'picturePairKey',
  'picturePasswordAllowed',
  'planChangeFor',
  'planFeatures',
  'planOrderKind',
  'planOrderStart',
  'planOrdersOf',
  'planProductOf',
  'planRank',
  'practiceChooserLink',
  'practiceItems',
  'practiceLink',
  'practiceWordsFrom',
  'praiseFor',
  'productMeta',
  'productToPlan',
  'profileFieldProblem',
  'pupilAnswersSchema',
  'pupilProgress',
  'pupilResultSchema',
  'quizCategoryOf',
  'quizProgressRecordSchema',
  'quizScoreRecordSchema',
  'randomSeed',
  'rankBand',
  'rankParticipants',
  'rankSchools',
  'remainingMs',
  'remainingThisMonth',
  'resolveLanguage',
  'rightFirstTime',
  'roundAndLevel',
  'roundNeedsPayment',
  'roundOutcome',
  'roundScore',
  'roundTimeVerdict',
  'runContestGuard',
  'sameLetters',
  'schoolStanding',
  'scoredUnits',
  'seedFromText',
  'shownPlayerName',
  'shuffleLetters',
  'shuffled',
  'starsFor',
  'starsForRound',
  'startOfMalaysiaDay',
  'startOfMalaysiaMonth',
  'startOfMalaysiaWeek',
  'startOfMonthUtc8',
  'stateForPlaceOfBirth',
  'subscriptionStatusColor',
  'subscriptionStatusText',
  'teacherAssignmentListSchema',
  'teacherAssignmentSchema',
  'toSen',
  'topicAllowance',
  'topicItemSchema',
  'topicSchema',
  'topicSource',
  'typedOutcome',
  'wallClockToEpoch',
  'wordLetters',
  'wordResultSchema',
  'wordResults',
  'wrongTryCost',
];

describe('@app/shared/node', () => {
  const graph = runtimeImports(join(__dirname, 'node.ts'));

  it('should load no React, DOM library or stylesheet, so the api can import it in plain Node', () => {
    expect(graph.packages.filter((p) => BROWSER_ONLY.test(p))).toEqual([]);
    expect(graph.files.filter((f) => f.endsWith('.tsx') || BROWSER_ONLY.test(f))).toEqual([]);
  });

  it('should export exactly the pinned names', () => {
    expect(Object.keys(nodeEntry).sort()).toEqual(NODE_EXPORTS);
  });

  it('should reach only zod among third-party packages', () => {
    expect(graph.packages.sort()).toEqual(['zod/mini']);
  });

  it('should export the same rules as the browser entry, not copies', () => {
    const shared = Object.keys(nodeEntry).filter((name) => name in browserEntry);
    expect(shared.length).toBeGreaterThan(50);
    for (const name of shared) {
      expect(nodeEntry[name as keyof typeof nodeEntry]).toBe(browserEntry[name as keyof typeof browserEntry]);
    }
  });

  it('should export everything the api imports (letters, the contest and scoring rules, topic schema)', () => {
    expect(nodeEntry.letters('ஸ்ரீதேவி')).toEqual(['ஸ்ரீ', 'தே', 'வி']);
    expect(typeof nodeEntry.gradeContestSubmission).toBe('function');
    expect(typeof nodeEntry.maxScoreForTopic).toBe('function');
    expect(typeof nodeEntry.topicSchema.parse).toBe('function');
  });
});
