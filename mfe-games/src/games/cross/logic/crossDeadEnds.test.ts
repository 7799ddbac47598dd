import { initialCrossState, cellKey, wordCells, type CrossState } from './crossMoves';
import type { Crossword, CrossPlacement } from './crosswordLayout';
import { settleCrossword, typeInCrossword, type CrossCursor, type TypingInput } from './crossTyping';

/*
 * issue 22, "no dead ends": a wrong word in a shared cell left the crossword stuck (retyping changed
 * nothing, no cell was marked), and typing over a crossing cell split ஸ்ரீ into ஸ + ரீ.
 *
 *   ஸ்ரீ தே வி      1 across: ஸ்ரீதேவி
 *   ர               1 down:   ஸ்ரீரங்கம்
 *   ங்
 *   க
 *   ம்
 */
const across: CrossPlacement = { word: 'ஸ்ரீதேவி', clue: 'a name', letters: ['ஸ்ரீ', 'தே', 'வி'], row: 0, col: 0, direction: 'across', number: 1 };
const down: CrossPlacement = { word: 'ஸ்ரீரங்கம்', clue: 'a town', letters: ['ஸ்ரீ', 'ர', 'ங்', 'க', 'ம்'], row: 0, col: 0, direction: 'down', number: 1 };
const cells: (string | null)[][] = Array.from({ length: 5 }, () => Array<string | null>(3).fill(null));
for (const p of [across, down]) wordCells(p).forEach(([r, c], k) => (cells[r]![c] = p.letters[k]!));
const puzzle: Crossword = { width: 3, height: 5, cells, placements: [across, down], skipped: [] };
const ACROSS = 0;
const DOWN = 1;

const startOf = (p: CrossPlacement): CrossCursor => ({ row: p.row, col: p.col, across: p.direction === 'across', toFill: true });
const lettersOf = (s: CrossState, p: CrossPlacement) => wordCells(p).map(([r, c]) => s.entries[cellKey(r, c)] ?? '');

/** Types every input in turn (a keyboard's code points, or keypad letters); collects the verdicts. */
function play(state: CrossState, cursor: CrossCursor, inputs: TypingInput[]) {
  let s = state;
  let c = cursor;
  const verdicts: string[] = [];
  for (const input of inputs) {
    const r = typeInCrossword(puzzle, s, c, input);
    s = r.state;
    c = r.cursor;
    if (r.outcome.kind !== 'none') verdicts.push(r.outcome.kind);
  }
  return { state: s, cursor: c, verdicts };
}
const codePoints = (text: string): TypingInput[] => [...text].map((ch) => ({ type: 'text', text: ch }));
const keypad = (letters: string[]): TypingInput[] => letters.map((letter) => ({ type: 'keypad', letter }));

describe('crossword dead ends (issue 22)', () => {
  it('a wrong word through a shared cell is marked letter by letter and its wrong letters leave, so both words can be typed again', () => {
    // ஸா for ஸ்ரீ in the shared cell: the across word is full and wrong
    const wrong = play(initialCrossState(puzzle), startOf(across), keypad(['ஸா', 'தே', 'வி']));
    expect(wrong.verdicts).toEqual(['wrong']);
    expect(wrong.state.misses).toBe(1);
    // the shared cell is marked and empty again; the right letters stay
    expect(wrong.state.marks?.[cellKey(0, 0)]).toBe('absent');
    expect(lettersOf(wrong.state, across)).toEqual(['', 'தே', 'வி']);

    // retyping the word (the cursor is where the game left it) fills the emptied cell and solves it
    const again = play(wrong.state, wrong.cursor, keypad(['ஸ்ரீ']));
    expect(again.verdicts).toEqual(['solved']);
    expect(again.state.marks?.[cellKey(0, 0)]).toBeUndefined();

    // and the crossing word, typed whole, goes through the now settled ஸ்ரீ
    const crossing = play(again.state, startOf(down), keypad(down.letters));
    expect(crossing.verdicts).toEqual(['solved']);
    expect(crossing.state.solved.sort()).toEqual([ACROSS, DOWN]);
  });

  it('the crossing word is not stuck behind a wrong shared letter either', () => {
    const wrong = play(initialCrossState(puzzle), startOf(across), keypad(['ஸா', 'தே', 'வி']));
    const crossing = play(wrong.state, startOf(down), codePoints(down.word));
    expect(lettersOf(crossing.state, down)).toEqual(down.letters);
    // ஸ்ரீ in the shared cell finishes the across word too
    expect(crossing.verdicts).toEqual(['solved', 'solved']);
    expect(crossing.state.solved.sort()).toEqual([ACROSS, DOWN]);
  });

  it.each([
    ['keypad letters', keypad(down.letters)],
    ['a keyboard sending code points', codePoints(down.word)],
  ])('ஸ்ரீ typed over a crossing cell an unfinished word filled lands whole in that cell (%s)', (_, inputs) => {
    // the across word is begun with ஸா and left unfinished: its letter is in the shared cell
    const begun = play(initialCrossState(puzzle), startOf(across), keypad(['ஸா']));
    const [settled] = settleCrossword(puzzle, begun.state);
    expect(settled.entries[cellKey(0, 0)]).toBe('ஸா');
    const typed = play(settled, startOf(down), inputs);
    expect(lettersOf(typed.state, down)).toEqual(['ஸ்ரீ', 'ர', 'ங்', 'க', 'ம்']);
    expect(typed.verdicts).toEqual(['solved']);
  });

  it('after a wrong word that ends in a crossing letter, the next letter goes into the emptied cell', () => {
    // a third word, down from the across word's last cell: விழி
    const third: CrossPlacement = { word: 'விழி', clue: 'eye', letters: ['வி', 'ழி'], row: 0, col: 2, direction: 'down', number: 2 };
    const grid = cells.map((row) => [...row]);
    grid[1]![2] = 'ழி';
    const withThird: Crossword = { ...puzzle, cells: grid, placements: [across, down, third] };
    const type = (s: CrossState, c: CrossCursor, inputs: TypingInput[]) => {
      let st = s;
      let cur = c;
      const verdicts: string[] = [];
      for (const input of inputs) {
        const r = typeInCrossword(withThird, st, cur, input);
        st = r.state;
        cur = r.cursor;
        if (r.outcome.kind !== 'none') verdicts.push(r.outcome.kind);
      }
      return { state: st, cursor: cur, verdicts };
    };
    // விழி begun (வி in the shared cell), then the across word typed with ஸா for ஸ்ரீ
    const begun = type(initialCrossState(withThird), startOf(third), keypad(['வி']));
    const wrong = type(begun.state, startOf(across), keypad(['ஸா', 'தே', 'வி']));
    expect(wrong.verdicts).toEqual(['wrong']);
    expect(lettersOf(wrong.state, across)).toEqual(['', 'தே', 'வி']);
    // the cursor is on the crossing வி; the child types the missing letter
    const again = type(wrong.state, wrong.cursor, keypad(['ஸ்ரீ']));
    expect(lettersOf(again.state, across)).toEqual(across.letters);
    expect(again.verdicts).toEqual(['solved']);
  });
});
