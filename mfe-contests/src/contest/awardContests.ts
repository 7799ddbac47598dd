/** Contest keys of the data-driven award pages (their data: api/src/db/seed/contests/*.json). */
export const AWARD_CONTESTS = { mwhe: 'MWHE2025', tamilict: 'TamilICT2025' } as const;
