import { gradeContestSubmission, type GradeInput } from './gradeContestSubmission';

const answers = ['RUMAH', 'sekolah', 'ஸ்ரீ', 'க்ஷேமம்'];
const base = (over: Partial<GradeInput>): GradeInput => ({
  answers,
  submitted: [],
  timeTakenSeconds: 40,
  elapsedMs: 40_000,
  durationSeconds: 90,
  ...over,
});

describe('gradeContestSubmission: the server grades a level', () => {
  it.each([
    ['all right, case aside', ['rumah', 'SEKOLAH', 'ஸ்ரீ', 'க்ஷேமம்'], 4],
    ['one wrong', ['rumah', 'sekola', 'ஸ்ரீ', 'க்ஷேமம்'], 3],
    ['Tamil typed as separate code points still matches', ['rumah', 'sekolah', 'ஸ்\u200cரீ', 'க்ஷேமம்'], 4],
    ['unanswered items count as wrong', ['rumah'], 1],
    ['nothing handed in', [], 0],
  ])('%s → %i of 4', (_label, submitted, score) => {
    expect(gradeContestSubmission(base({ submitted }))).toEqual({ ok: true, score, maxScore: 4, timeTaken: 40, late: false });
  });

  it.each([
    ['more answers than items', { submitted: ['a', 'b', 'c', 'd', 'e'] }, 'too_many_answers'],
    ['a claimed score that is not the grade', { submitted: ['rumah'], claimedScore: 2 }, 'score_mismatch'],
    ['a negative claimed score', { claimedScore: -1 }, 'implausible_score'],
    [
      '4 right in 3 seconds (1.5 s each is the least)',
      { submitted: ['rumah', 'sekolah', 'ஸ்ரீ', 'க்ஷேமம்'], elapsedMs: 3_000, timeTakenSeconds: 3 },
      'implausible_score',
    ],
    ['a negative time', { timeTakenSeconds: -5 }, 'implausible_score'],
  ])('refuses %s', (_label, over, code) => {
    expect(gradeContestSubmission(base(over))).toMatchObject({ ok: false, code });
  });

  it('counts a hand-in long after the time (90 s + 30 s grace) as finished with 0 points', () => {
    const late = gradeContestSubmission(base({ submitted: ['rumah', 'sekolah'], elapsedMs: 121_000, timeTakenSeconds: 121 }));
    expect(late).toEqual({ ok: true, score: 0, maxScore: 4, timeTaken: 90, late: true });
  });

  it('accepts a hand-in within the 30 s grace with its points', () => {
    expect(gradeContestSubmission(base({ submitted: ['rumah'], elapsedMs: 119_000, timeTakenSeconds: 90 }))).toMatchObject({
      ok: true,
      score: 1,
      late: false,
      timeTaken: 90,
    });
  });
});
