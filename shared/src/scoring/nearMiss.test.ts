import { countsAsCorrect, judgeTypedAnswer, nearMissAllowance, outcomePoints, typedOutcome, type NearMissCredit, type TypedVerdict } from './nearMiss';

describe('judgeTypedAnswer: how near a typed miss may be, counted in letters', () => {
  it.each<[string, string, string, TypedVerdict]>([
    // issue 11 "Lenient scoring": both of these were accepted and must be refused
    ['spell accepted பு for புலி: a two-letter word has no slack', 'புலி', 'பு', 'wrong'],
    ['blank accepted "மின்விசிறிx": a letter of another script is no slip', 'மின்விசிறி', 'மின்விசிறிx', 'wrong'],
    ['the same letters, spaces around', 'மின்விசிறி', '  மின்விசிறி ', 'exact'],
    ['ொ typed as ெ + ா is the same letter', 'கொக்கு', 'க\u0bc6\u0bbeக்கு', 'exact'],
    ['Malay without case', 'Kucing', 'kucing', 'exact'],
    ['one Tamil letter changed in a word of five letters (ற for ர)', 'மின்விசிறி', 'மின்விசிரி', 'near'],
    ['one Tamil letter missing in a word of five letters', 'மின்விசிறி', 'மின்விசி', 'near'],
    ['கொ → கோ changes the first letter, which must be right', 'கொண்டாட்டம்', 'கோண்டாட்டம்', 'wrong'],
    ['a vowel sign changed inside a long word is one letter, not a code point (கூ → கு)', 'பள்ளிக்கூடம்', 'பள்ளிக்குடம்', 'near'],
    ['a three-letter Tamil word has no slack (கொக்கு)', 'கொக்கு', 'கொக்க', 'wrong'],
    ['two Tamil letters off is another word', 'மின்விசிறி', 'மின்சிரி', 'wrong'],
    ['the first letter must be right', 'மின்விசிறி', 'பின்விசிறி', 'wrong'],
    ['English: one letter missing from eight', 'elephant', 'elephnt', 'near'],
    ['English: four letters have no slack (cat is not bat)', 'frog', 'flog', 'wrong'],
    ['English: two letters off in eight is wrong', 'elephant', 'elefant', 'wrong'],
    ['English: two letters off in ten or more letters', 'strawberry', 'strawbary', 'near'],
    ['Malay: one letter changed in six', 'kereta', 'kereda', 'near'],
    ['Malay with Tamil letters typed', 'kereta', 'keretா', 'wrong'],
    ['nothing typed', 'kereta', '   ', 'wrong'],
  ])('%s: %s / %s → %s', (_why, answer, typed, verdict) => {
    expect(judgeTypedAnswer(answer, typed).verdict).toBe(verdict);
  });

  it('when the typed answer is another word the game knows, it is that word, not a slip of this one', () => {
    expect(judgeTypedAnswer('kereta', 'kereda').verdict).toBe('near');
    expect(judgeTypedAnswer('kereta', 'kereda', { otherWords: ['kereda', 'kereta'] }).verdict).toBe('wrong');
  });

  it('counts the distance in letters: க்ஷ is one letter', () => {
    expect(judgeTypedAnswer('க்ஷேத்திரம்', 'க்ஷேத்திரம').distance).toBe(1);
  });
});

describe('nearMissAllowance: for which word lengths', () => {
  it.each<[string, number]>([
    ['புலி', 0],
    ['கொக்கு', 0],
    ['யானை', 0],
    ['மின்விசிறி', 1],
    ['பள்ளிக்கூடம்', 1],
    ['frog', 0],
    ['tiger', 1],
    ['elephant', 1],
    ['strawberry', 2],
    ['kapal terbang', 2],
  ])('%s may be %d letter(s) off', (word, allowed) => {
    expect(nearMissAllowance(word)).toBe(allowed);
  });
});

describe('typedOutcome and outcomePoints: whether a near miss counts full, partial or only "almost"', () => {
  it.each<[TypedVerdict, NearMissCredit, string, number]>([
    ['exact', 'none', 'right', 10],
    ['exact', 'almost', 'right', 10],
    ['near', 'partial', 'near', 5],
    ['near', 'almost', 'almost', 0],
    ['near', 'none', 'wrong', 0],
    ['wrong', 'partial', 'wrong', 0],
  ])('%s with %s credit → %s, %d of 10 points', (verdict, credit, outcome, points) => {
    const result = typedOutcome(verdict, credit);
    expect(result).toBe(outcome);
    expect(outcomePoints(result, 10)).toBe(points);
  });

  it('a hinted item never counts as right for accuracy', () => {
    expect(countsAsCorrect('right', 0)).toBe(true);
    expect(countsAsCorrect('near', 0)).toBe(true);
    expect(countsAsCorrect('right', 1)).toBe(false);
    expect(countsAsCorrect('almost', 0)).toBe(false);
    expect(countsAsCorrect('skipped', 0)).toBe(false);
  });
});
