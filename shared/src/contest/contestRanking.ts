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

/** Certificate band from the rank among all participants: top 10 % gold, 25 % silver, 50 % bronze. */
export function rankBand(rank: number, participants: number): RankBand {
  if (participants <= 0 || rank <= 0) return 'participation';
  const fraction = rank / participants;
  if (rank === 1 || fraction <= 0.1) return 'gold';
  if (fraction <= 0.25) return 'silver';
  if (fraction <= 0.5) return 'bronze';
  return 'participation';
}
