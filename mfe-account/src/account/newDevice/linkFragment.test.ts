import { linkFragment } from './linkFragment';

describe('linkFragment: the secret a card or email link carries after #', () => {
  const secret = 'Qm9va3MtYXJlLWZ1bi1hbmQtc2FmZQ_abcdefghij';
  it.each([
    ['a sign-in card link', `#card=${secret}`, { kind: 'card', secret }],
    ["a parent's email link", `#device-link=${secret}`, { kind: 'device-link', secret }],
    ['no fragment', '', null],
    ['another fragment', '#profile', null],
    ['a secret too short to be one', '#card=abc', null],
    ['a secret with characters a link never has', `#card=${secret}<script>`, null],
  ])('reads %s', (_what, hash, expected) => {
    expect(linkFragment(hash)).toEqual(expected);
  });
});
