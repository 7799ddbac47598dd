import { accuracyPercent, elapsedMs, INITIAL_SESSION, nextSession, type GameSession } from './gameSession';

const playing = (): GameSession => nextSession(INITIAL_SESSION, { type: 'start', level: 2, seed: 7, now: 1_000 });

describe('gameSession', () => {
  it('should start a fresh game at zero on the chosen level', () => {
    expect(playing()).toMatchObject({ phase: 'playing', level: 2, seed: 7, score: 0, correct: 0, attempted: 0, hintsUsed: 0 });
  });

  it('should count time from the start, plus the time already played when resuming', () => {
    expect(elapsedMs(playing(), 4_000)).toBe(3_000);
    const resumed = nextSession(INITIAL_SESSION, {
      type: 'start', level: 1, seed: 3, now: 10_000, resume: { elapsedMs: 60_000, hintsUsed: 2, score: 5, correct: 5, attempted: 6, state: { a: 1 } },
    });
    expect(elapsedMs(resumed, 12_000)).toBe(62_000);
    expect(resumed).toMatchObject({ score: 5, correct: 5, attempted: 6, hintsUsed: 2, restored: { a: 1 } });
  });

  it('should take the reported tally and count hints only while playing', () => {
    let s = nextSession(playing(), { type: 'report', score: 4, correct: 2, attempted: 3 });
    s = nextSession(s, { type: 'hint' });
    expect(s).toMatchObject({ score: 4, correct: 2, attempted: 3, hintsUsed: 1 });
    expect(nextSession(INITIAL_SESSION, { type: 'hint' })).toBe(INITIAL_SESSION);
  });

  it('should freeze the duration when the game finishes and ignore later moves', () => {
    const done = nextSession(playing(), { type: 'finish', now: 31_000, score: 10, correct: 5, attempted: 5 });
    expect(done).toMatchObject({ phase: 'finished', durationMs: 30_000, score: 10 });
    expect(elapsedMs(done, 99_000)).toBe(30_000);
    expect(nextSession(done, { type: 'report', score: 99, correct: 1, attempted: 1 })).toBe(done);
  });

  it('should go back to the level chooser on play again', () => {
    expect(nextSession(playing(), { type: 'again' })).toEqual({ phase: 'choosing' });
  });

  const rows: [string, number, number, number][] = [
    ['no answers yet is 0 %', 0, 0, 0],
    ['all right is 100 %', 4, 4, 100],
    ['two of three is 67 %', 2, 3, 67],
  ];
  for (const [name, correct, attempted, expected] of rows) {
    it(`should compute accuracy: ${name}`, () => expect(accuracyPercent({ correct, attempted })).toBe(expected));
  }
});
