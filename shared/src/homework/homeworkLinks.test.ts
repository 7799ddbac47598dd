import { assignmentGameLink, assignmentModeFrom, practiceItems, practiceLink, practiceWordsFrom } from './homeworkLinks';

const query = (link: string) => new URLSearchParams(link.slice(link.indexOf('?')));

describe('homework links — what the To-do list writes, the game frame reads', () => {
  const a = { id: 12, topic_key: 'pre-generated-ta-animals', level: 2, timed: false };

  it('should open the game on the topic and level, untimed when set so', () => {
    const link = assignmentGameLink(a, 'Jumble')!;
    expect(link.startsWith('/jumble?')).toBe(true);
    expect(assignmentModeFrom(query(link))).toEqual({ id: 12, level: 2, timed: false });
    expect(query(link).get('topic')).toBe('pre-generated-ta-animals');
  });

  it('should leave a timed assignment timed', () => {
    expect(assignmentModeFrom(query(assignmentGameLink({ ...a, timed: true }, 'Search')!))).toEqual({ id: 12, level: 2, timed: true });
  });

  it.each([
    ['free play', ''],
    ['no level', '?assignment=3'],
    ['a level that does not exist', '?assignment=3&level=9'],
    ['an id that is not a number', '?assignment=abc&level=1'],
  ])('should read %s as free play', (_, search) => expect(assignmentModeFrom(new URLSearchParams(search))).toBeNull());

  it('should give no link for a game that does not exist', () => expect(assignmentGameLink(a, 'Chess')).toBeNull());

  it('should carry Tamil practice words whole, and read them back NFC without repeats', () => {
    const link = practiceLink('/spell', 'pre-generated-ta-animals', ['யானை', 'கொக்கு'.normalize('NFD'), 'யானை']);
    expect(practiceWordsFrom(query(link))).toEqual(['யானை', 'கொக்கு']);
    expect(practiceWordsFrom(new URLSearchParams('topic=x'))).toBeNull();
  });

  it('should keep only the practice words of a topic, in the topic’s order', () => {
    const items = [{ word: 'புலி' }, { word: 'யானை' }, { word: 'மயில்' }];
    expect(practiceItems(items, ['மயில்', 'புலி'])).toEqual([{ word: 'புலி' }, { word: 'மயில்' }]);
  });

  it.each([
    ['one missed word in a game of four: three others the game accepts join it', ['மயில்'], 4, ['புலி', 'யானை', 'மயில்', 'கிளி']],
    ['enough missed words: only they', ['புலி', 'யானை', 'மயில்', 'கிளி'], 4, ['புலி', 'யானை', 'மயில்', 'கிளி']],
    ['a missed word the game cannot use: no padding, no round', ['நாய்'], 4, ['நாய்']],
  ])('should fill a practice round the game needs: %s', (_, words, minimum, expected) => {
    const items = ['புலி', 'யானை', 'நாய்', 'மயில்', 'கிளி', 'கரடி'].map((word) => ({ word }));
    const accepts = (i: { word: string }) => i.word !== 'நாய்';
    expect(practiceItems(items, words, { minimum, accepts }).map((i) => i.word)).toEqual(expected);
  });
});
