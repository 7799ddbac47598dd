import { z } from 'zod';

/** Response shapes of the contest routes, so /docs describes every answer. */
export const localisedSchema = z.object({ en: z.string(), ta: z.string(), bm: z.string() });
const stateSchema = z.enum(['before', 'during', 'after']);

/** Results are public from `at` on (ISO), or not yet dated (null). */
export const resultsSchema = z.object({ published: z.boolean(), at: z.string().nullable() });

/** A contest's product, window and state by the server's clock: the list and the home say this alike. */
const contestSummarySchema = z.object({
  key: z.string(),
  kind: z.enum(['timed', 'awards']),
  productId: z.number().nullable(),
  title: localisedSchema,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  state: stateSchema,
});

export const contestInfoSchema = contestSummarySchema.extend({
  serverTime: z.string(),
  overrideState: stateSchema.nullable(),
  rounds: z.number(),
  levelsPerRound: z.number(),
  paidFromRound: z.number(),
  nameDisplay: z.enum(['full', 'initials']),
  prizes: z.array(localisedSchema),
  levels: z.array(z.object({ number: z.number(), title: z.string(), durationSeconds: z.number(), itemCount: z.number() })),
  /** an entry for the paid rounds can be bought now */
  entryOnSale: z.boolean(),
  results: resultsSchema,
});

/** GET contests: every contest's window and state by the server's clock (its product's page reads it too). */
export const contestListSchema = z.object({ serverTime: z.string(), contests: z.array(contestSummarySchema) });

export const levelSessionSchema = z.object({
  level: z.number(),
  round: z.number(),
  title: z.string(),
  startedAt: z.string(),
  serverTime: z.string(),
  durationSeconds: z.number(),
  /** seconds a "more time" accommodation added to this pupil's level (issue 26) */
  extraSeconds: z.number().optional(),
  remainingMs: z.number(),
  items: z.array(
    z.union([
      z.object({ index: z.number(), type: z.enum(['spelling', 'meaning', 'fill']), prompt: z.string(), choices: z.array(z.string()) }),
      z.object({ index: z.number(), type: z.literal('jumble'), prompt: z.string(), letters: z.array(z.string()) }),
    ]),
  ),
});

export const scoreRecordSchema = z.object({
  id: z.number(),
  client_id: z.string(),
  user_identifier: z.string(),
  contest_category: z.string(),
  level: z.number(),
  round: z.number(),
  score: z.number(),
  max_score: z.number(),
  time_taken: z.number(),
  time_submitted: z.string(),
});
export const submittedScoreSchema = scoreRecordSchema.extend({ late: z.boolean().optional(), duplicate: z.boolean().optional() });

export const winnersSchema = z.object({
  key: z.string(),
  title: localisedSchema,
  nameDisplay: z.enum(['full', 'initials']),
  results: resultsSchema,
  participants: z.number(),
  ranking: z.array(
    z.object({ rank: z.number(), name: z.string(), school: z.string(), totalScore: z.number(), totalTime: z.number(), levelsCompleted: z.number() }),
  ),
  winners: z.array(z.object({ category: localisedSchema, position: z.number(), name: z.string(), school: z.string(), score: z.number().nullable() })),
});

const awardSchema = z.enum(['first', 'second', 'third', 'merit', 'gold', 'silver', 'bronze', 'participation']);
export const certificatesSchema = z.object({
  contest: z.object({ key: z.string(), title: localisedSchema }),
  results: resultsSchema,
  certificates: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      school: z.string(),
      award: awardSchema,
      category: localisedSchema.nullable(),
      score: z.number().nullable(),
      maxScore: z.number().nullable(),
      rank: z.number().nullable(),
      participants: z.number().nullable(),
      levelsCompleted: z.number().nullable(),
    }),
  ),
});

export const verifiedCertificateSchema = z.object({
  valid: z.literal(true),
  code: z.string(),
  contestKey: z.string(),
  contestTitle: localisedSchema,
  name: z.string(),
  school: z.string(),
  award: awardSchema,
  category: localisedSchema.nullable(),
  score: z.number().nullable(),
  rank: z.number().nullable(),
  issuedAt: z.string(),
});

/** What an organiser's PUT loaded: the contest key and how many levels, winners and certificates. */
export const loadedContestSchema = z.object({
  loaded: z.string(),
  levels: z.number(),
  winners: z.number(),
  certificates: z.number(),
});

/** The testing override now in force (null: the clock decides). */
export const overrideStateSchema = z.object({ key: z.string(), overrideState: stateSchema.nullable() });
