import { isNicknameAllowed } from './nicknameFilter';

// issue 21.7: "nicknames filtered in ta/bm/en" — a class board shows every nickname to the class.
describe('nicknames a class board shows (issue 21.7)', () => {
  it.each([
    // nickname, allowed, why
    ['Ali', true, 'a name'],
    ['மீனா', true, 'a Tamil name'],
    ['Hassan', true, '"ass" inside a name is innocent'],
    ['Dickson', true, 'a common Malaysian name'],
    ['Babita', true, '"babi" inside a name is innocent'],
    ['நாயகன்', true, '"hero" holds the letters of "dog" without its ending'],
    ['Siti 4B', true, 'a name and a class'],
    ['Murid 45', true, 'a number is not letters (45 is not "as")'],
    ['Murid 455', true, 'nor is 455'],
    ['a55', false, 'en, digits for letters inside a word'],
    ['Mudhal Mani', true, '"first" in Tamil'],
    ['bodoh', false, 'bm'],
    ['B o d o h', false, 'bm, spaced'],
    ['b0d0hhh', false, 'bm, digits for letters and a drawn-out ending'],
    ['Ali babi', false, 'bm, a whole word'],
    ['pukimak99', false, 'bm'],
    ['SHIT', false, 'en, upper case'],
    ['sh!t', false, 'en, a mark for a letter'],
    ['fuuuck', false, 'en, drawn out'],
    ['big ass', false, 'en, a whole word'],
    ['முட்டாள்', false, 'ta: fool'],
    ['நாய்', false, 'ta: dog, as a nickname'],
    ['தேவடியா பையன்', false, 'ta'],
    ['thevdiya', false, 'ta, romanised'],
  ] as const)('%s → %s (%s)', (nickname, allowed, _why) => expect(isNicknameAllowed(nickname)).toBe(allowed));
});
