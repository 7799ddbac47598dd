import { malaysiaWallClock } from '../time/malaysiaTime';

/**
 * The one more step a device that has never signed in to an account needs (docs/adr/0018): the
 * MyKad alone still signs in on a device its owner has used before.
 */
export const NEW_DEVICE_STEPS = ['card', 'pictures', 'pin', 'email_link'] as const;
export type NewDeviceStep = (typeof NEW_DEVICE_STEPS)[number];

/**
 * The nine pictures of the picture password, in the order the grid shows them (ids of
 * /media/pictures/<id>.svg). Easy to tell apart and to name in Tamil, Malay and English.
 */
export const SIGN_IN_PICTURES = ['fish', 'sun', 'elephant', 'soccer-ball', 'rocket', 'house', 'bicycle', 'umbrella', 'red-apple'] as const;
export type SignInPicture = (typeof SIGN_IN_PICTURES)[number];

/** Two of nine, in any order: 36 pairs. */
export const PICTURE_PAIRS = (SIGN_IN_PICTURES.length * (SIGN_IN_PICTURES.length - 1)) / 2;

/** Wrong pairs before the picture password stops working until the teacher sets a new one. */
export const PICTURE_TRIES = 3;

/**
 * Two pictures as the api compares them: two different indexes of SIGN_IN_PICTURES, smaller
 * first, so "sun then fish" is the same pair as "fish then sun". Null when it is not a pair.
 */
export function picturePairKey(pair: readonly number[]): string | null {
  if (pair.length !== 2) return null;
  const [a, b] = [...pair].sort((x, y) => x - y) as [number, number];
  const valid = (i: number) => Number.isInteger(i) && i >= 0 && i < SIGN_IN_PICTURES.length;
  return valid(a) && valid(b) && a !== b ? `${a},${b}` : null;
}

/**
 * The picture password is for pupils in Years 1–3: in Malaysia a child starts Year 1 in the
 * calendar year they turn 7, so Years 1–3 turn 7, 8 or 9 this year (Malaysian time). In January
 * the session that began the year before is still running, so a Year 3 pupil may turn 10.
 */
export function picturePasswordAllowed(birthYear: number | null | undefined, now: Date = new Date()): boolean {
  if (!birthYear) return false;
  const { year, month } = malaysiaWallClock(now);
  const age = year - birthYear;
  return (age >= 7 && age <= 9) || (month === 1 && age === 10);
}

/** The sign-in card's code: six of these 31 symbols (no 0/O, 1/I/L), about 30 bits. */
export const CARD_CODE_SYMBOLS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CARD_CODE_LENGTH = 6;

/** A typed card code as the api compares it: case, spaces and dashes do not matter. Null when it cannot be one. */
export function normalizeCardCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]+/g, '');
  if (code.length !== CARD_CODE_LENGTH) return null;
  return [...code].every((c) => CARD_CODE_SYMBOLS.includes(c)) ? code : null;
}

/** How a card prints its code: two groups of three (ABC-DEF), easier to copy. */
export function formatCardCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}
