import { z } from 'zod/mini';
import { applyRoundMove, startRound } from './questionRound';
import { roundStateSchema } from './roundStateSchema';

const schema = roundStateSchema(z.object({ text: z.string() }));

describe('a saved round', () => {
  it('should come back exactly as it was saved', () => {
    const state = applyRoundMove(startRound(2, [{ prompt: { text: 'cat' }, answer: 'பூனை', options: ['பூனை', 'நாய்'] }]), { type: 'choose', option: 0 });
    expect(schema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('should be refused when it is not a round or is out of range', () => {
    expect(schema.safeParse({ at: 4 }).success).toBe(false);
    const state = startRound(1, [{ prompt: { text: 'cat' }, answer: 'பூனை', options: [] }]);
    expect(schema.safeParse({ ...state, current: 5 }).success).toBe(false);
    expect(schema.safeParse({ ...state, questions: [{ prompt: { other: 1 }, answer: 'x', options: [] }] }).success).toBe(false);
  });
});
