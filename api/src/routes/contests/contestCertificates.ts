import type { z } from 'zod';
import { rankBand } from '@app/shared/node';
import type { Database } from '../../db/database';
import { notFound, tooManyRequests } from '../../http/httpError';
import { countHit, hitRateLimit, peekHits } from '../../http/rateLimit';
import { cachedContest } from './contestCache';
import { networkPrefix } from '../../http/networkPrefix';
import { normaliseCertificateCode } from './certificateCode';
import { contestResultsOf } from './contestState';
import {
  findCertificate,
  loadedCertificates,
  maxContestScore,
  participantTotals,
  upsertCertificate,
  userForCertificate,
  type ContestRow,
} from './contestRepository';
import { resultsJson } from './contestRecords';
import type { certificatesSchema, verifiedCertificateSchema } from './contestSchemas';

/** Enough for a school office checking a pile of printed certificates; far too few to list them. */
const CERTIFICATE_CHECKS_PER_10_MINUTES = 60;
/** Wrong codes from one network before it must wait: a typo or two, never a guessing run. */
const CERTIFICATE_MISSES_PER_10_MINUTES = 10;
const CERTIFICATE_WAIT_MESSAGE = 'Too many certificate checks. Please wait a few minutes and try again.';

type Certificate = z.infer<typeof certificatesSchema>['certificates'][number];
type Award = z.infer<typeof verifiedCertificateSchema>['award'];
type Localised = { en: string; ta: string; bm: string };
const localisedOrNull = (v: { en?: string } | null) => (v && typeof v.en === 'string' ? (v as Localised) : null);

/**
 * The participant's certificates for one contest, only once its results are published: for a
 * timed contest one issued from the ranking (and stored, so its code verifies); for an awards
 * contest the ones the organiser loaded for this account or its MyKad.
 */
export async function certificatesFor(db: Database, contest: ContestRow, userId: string, { overrideAllowed }: { overrideAllowed: boolean }) {
  const me = await userForCertificate(db, userId);
  if (!me) throw notFound('Your account was not found.');
  const results = resultsJson(contest, overrideAllowed);
  const answer = (certificates: Certificate[]) => ({
    contest: { key: contest.key, title: contest.title },
    results,
    certificates,
  });
  if (!results.published) return answer([]);
  if (contest.kind === 'timed') {
    const ranked = await participantTotals(db, contest.key);
    const mine = ranked.find((r) => r.userId === userId);
    if (!mine) return answer([]);
    const name = `${me.first_name} ${me.last_name}`;
    const school = me.school ?? '';
    const score = mine.totalScore;
    const maxScore = await maxContestScore(db, contest.key);
    // a band needs its least share of the maximum too, not only a rank (docs/contests.md "Awards")
    const award = rankBand(mine.rank, ranked.length, { score, maxScore });
    const code = await upsertCertificate(db, { key: contest.key, userId, name, school, award, score, rank: mine.rank });
    return answer([
      {
        code,
        name,
        school,
        award,
        category: null,
        score,
        maxScore,
        rank: mine.rank,
        participants: ranked.length,
        levelsCompleted: mine.levelsCompleted,
      },
    ]);
  }
  const rows = await loadedCertificates(db, contest.key, userId, me.mykad_hash);
  return answer(
    rows.map((r) => ({
      code: r.code,
      name: r.name,
      school: r.school,
      award: r.award as Award,
      category: localisedOrNull(r.category),
      score: r.score,
      maxScore: null,
      rank: r.rank,
      participants: null,
      levelsCompleted: null,
    })),
  );
}

/**
 * Anyone holding a printed certificate can check it is real and from published results.
 * Certificates carry children's names: checking one is cheap, listing them by guessing is not.
 * Looked up by the whole random code only (80 bits: docs/adr/0019), and limited per network
 * (an IPv6 /64 is one network: a client picks any of its addresses), in the database, so the
 * limits hold across api instances.
 */
export async function verifyCertificate(db: Database, typed: string, ip: string, overrideAllowed: boolean) {
  const network = networkPrefix(ip);
  await hitRateLimit(db, `certificate-verify:${network}`, CERTIFICATE_CHECKS_PER_10_MINUTES, 600, CERTIFICATE_WAIT_MESSAGE);
  const misses = await peekHits(db, `certificate-miss:${network}`, 600);
  if (misses.count >= CERTIFICATE_MISSES_PER_10_MINUTES) {
    throw tooManyRequests(CERTIFICATE_WAIT_MESSAGE, misses.retryAfterSeconds);
  }
  const code = normaliseCertificateCode(typed);
  const row = code ? await findCertificate(db, code) : undefined;
  const contest = row ? (await cachedContest(db, row.contest_key)).contest : null;
  if (!row || !contest || !contestResultsOf(contest, overrideAllowed).published) {
    await countHit(db, `certificate-miss:${network}`, 600);
    throw notFound('No certificate has this code.', 'certificate_not_found');
  }
  return {
    valid: true as const,
    code: row.code,
    contestKey: row.contest_key,
    contestTitle: row.title,
    name: row.name,
    school: row.school,
    award: row.award as Award,
    category: localisedOrNull(row.category),
    score: row.score,
    rank: row.rank,
    issuedAt: new Date(row.issued_at).toISOString(),
  };
}
