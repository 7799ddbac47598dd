import { changedPlaces, isOneLetterStep, isWordLadder, ladderProblems } from './wordLadder';

describe('word ladder steps (one letter a step; a Tamil letter is a grapheme)', () => {
  it.each([
    // [from, to, one step?, why]
    ['க', 'கா', true, 'a vowel sign changes one Tamil letter: க → கா is one step'],
    ['பால்', 'கால்', true, 'பா → கா'],
    ['கால்', 'கல்', true, 'கா → க: the vowel sign goes, the letter count stays'],
    ['மனம்', 'மணம்', true, 'ன → ண'],
    ['பசு', 'காசு', true, 'ப → கா'],
    ['பூனை', 'யானை', true, 'பூ → யா is one letter, although two code points change'],
    ['பால்', 'பாலம்', false, 'adding a letter is not a step'],
    ['கல்', 'கண்', true, 'ல் → ண்'],
    ['கடல்', 'குளம்', false, 'three letters change'],
    ['லக்ஷ்மி', 'லக்ஷமி', true, 'க்ஷ் and க்ஷ are one letter each'],
    ['ஸ்ரீரங்கம்', 'ஸ்ரீரங்கள்', true, 'ஸ்ரீ stays one letter; ம் → ள்'],
    ['ஸ்ரீ', 'ஸ்ரா', false, 'ஸ்ரீ is one letter, ஸ்ரா is two'],
    ['cat', 'cot', true, 'Latin letters'],
    ['Cat', 'cot', true, 'case does not count'],
    ['cat', 'cat', false, 'no change is not a step'],
    ['batu', 'bata', true, 'Malay'],
    ['க\u0bc6\u0bbeக்கு', 'கொக்கு', false, 'ொ typed as ெ + ா is the same word (NFC), so nothing changes'],
  ])('%s → %s is a step: %s (%s)', (from, to, expected) => {
    expect(isOneLetterStep(from, to)).toBe(expected);
  });

  it('should say where the letters differ, or null when the lengths differ', () => {
    expect(changedPlaces('மரம்', 'மணம்')).toEqual([1]);
    expect(changedPlaces('cold', 'card')).toEqual([1, 2]);
    expect(changedPlaces('பல்', 'பால்ம்')).toBeNull();
  });
});

describe('whole ladders', () => {
  it('should accept a ladder of one-letter steps', () => {
    expect(isWordLadder(['பால்', 'கால்', 'கல்', 'கண்', 'மண்'])).toBe(true);
    expect(isWordLadder(['cold', 'cord', 'word', 'worm', 'warm'])).toBe(true);
  });

  it.each([
    [['மண்'], 'a ladder needs a start word and a target'],
    [['பால்', 'பாலம்'], '"பால்" → "பாலம்" changes the number of letters'],
    [['cold', 'card'], '"cold" → "card" changes 2 letters, not 1'],
    [['kereta api', 'kereta apa'], 'step 1 "kereta api" is more than one word'],
    [['cat', 'cot', 'cat'], '"cat" comes twice'],
  ])('should explain what is wrong with %j', (ladder, problem) => {
    expect(ladderProblems(ladder)).toContain(problem);
  });
});
