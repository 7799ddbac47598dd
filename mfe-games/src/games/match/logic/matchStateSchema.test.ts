import { createRng } from '@app/shared';
import { tamilAnimalsTopic } from '../../choice/testing/tamilAnimalsTopic';
import { applyMatchMove, generateMatchBoard } from './matchBoard';
import { matchStateSchema } from './matchStateSchema';

describe('a saved match board', () => {
  it('should come back exactly as it was saved', () => {
    const board = generateMatchBoard(tamilAnimalsTopic, 2, createRng(3));
    const played = board && applyMatchMove(applyMatchMove(board, { type: 'selectLeft', id: 1 }), { type: 'selectRight', id: 2 });
    expect(matchStateSchema.parse(JSON.parse(JSON.stringify(played)))).toEqual(played);
  });

  it('should be refused when it is not a board or its right column lost a pair', () => {
    const board = generateMatchBoard(tamilAnimalsTopic, 1, createRng(3));
    expect(matchStateSchema.safeParse({ at: 4 }).success).toBe(false);
    expect(matchStateSchema.safeParse({ ...board, rightOrder: board?.rightOrder.slice(1) }).success).toBe(false);
  });
});
