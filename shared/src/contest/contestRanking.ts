import { letters } from '../text/letters';

/**
 * Winners and certificates (issue 5): "ranking by total score, ties by total time; names shown as
 * the organisers choose: full or initials".
 */
export interface ParticipantTotal {
  userId: string;
  firstName: string;
  lastName: string;
  school?: string | null;
  totalScore: number;
  /** seconds */
  totalTime: number;
  levelsCompleted: number;
}

export interface RankedParticipant extends ParticipantTotal {
  rank: number;
}

/** Higher score first; equal scores → less total time first; equal both → same rank. */
export function rankParticipants(participants: readonly ParticipantTotal[]): RankedParticipant[] {
  const sorted = [...participants].sort((a, b) => b.totalScore - a.totalScore || a.totalTime - b.totalTime || a.userId.localeCompare(b.userId));
  const ranked: RankedParticipant[] = [];
  sorted.forEach((p, i) => {
    const prev = ranked[i - 1];
    const tied = prev && prev.totalScore === p.totalScore && prev.totalTime === p.totalTime;
    ranked.push({ ...p, rank: tied ? prev.rank : i + 1 });
  });
  return ranked;
}

export type NameDisplay = 'full' | 'initials';

/**
 * 'Kavitha Raman' or 'K. R.': initials take the first letter of each name part, as letters()
 * counts letters, so ஸ்ரீதேவி starts with ஸ்ரீ and க்ஷேத்ரா with க்ஷே.
 */
export function displayName(firstName: string, lastName: string, mode: NameDisplay): string {
  const full = `${firstName} ${lastName}`.replace(/\s+/g, ' ').trim();
  if (mode === 'full') return full;
  return full
    .split(' ')
    .filter(Boolean)
    .map((part) => `${(letters(part)[0] ?? '').toUpperCase()}.`)
    .join(' ');
}

export type RankBand = 'gold' | 'silver' | 'bronze' | 'participation';

/**
 * The least share of the contest's maximum score each band needs (docs/contests.md "Awards"):
 * a rank alone is not an award (issue 27: "Gold award" for 1 mark of 120 with one entrant).
 */
export const AWARD_MIN_SCORE_SHARE: Readonly<Record<Exclude<RankBand, 'participation'>, number>> = { gold: 0.8, silver: 0.6, bronze: 0.4 };

const BAND_ORDER: readonly RankBand[] = ['participation', 'bronze', 'silver', 'gold'];

function scoreBand(score: number, max: number): RankBand {
  const share = score / max;
  if (share >= AWARD_MIN_SCORE_SHARE.gold) return 'gold';
  if (share >= AWARD_MIN_SCORE_SHARE.silver) return 'silver';
  if (share >= AWARD_MIN_SCORE_SHARE.bronze) return 'bronze';
  return 'participation';
}

/**
 * Certificate band from the rank among all participants (top 10 % gold, 25 % silver, 50 %
 * bronze), capped by the score: each band also needs its AWARD_MIN_SCORE_SHARE of the maximum.
 */
export function rankBand(rank: number, participants: number, result?: { score: number; maxScore: number }): RankBand {
  if (participants <= 0 || rank <= 0) return 'participation';
  const fraction = rank / participants;
  const byRank: RankBand = rank === 1 || fraction <= 0.1 ? 'gold' : fraction <= 0.25 ? 'silver' : fraction <= 0.5 ? 'bronze' : 'participation';
  if (!result || !(result.maxScore > 0)) return byRank;
  const byScore = scoreBand(result.score, result.maxScore);
  return BAND_ORDER[Math.min(BAND_ORDER.indexOf(byRank), BAND_ORDER.indexOf(byScore))]!;
}
