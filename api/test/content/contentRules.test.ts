import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { Topic } from '@app/shared/node';
import { checkItem, checkTopic, type CheckContext } from '../../src/content/check/checkTopic';
import { formatFinding } from '../../src/content/check/findings';
import { onlyDoublesAConsonant } from '../../src/content/check/latinSpelling';
import { tamilSpellingProblems } from '../../src/content/check/tamilSpelling';
import { findWordInSentence } from '../../src/content/check/wordInSentence';

describe('Tamil spelling rules (a form Tamil cannot have)', () => {
  const rows: Array<[string, string | undefined, string[]]> = [
    // [form, headword it stands for, rules broken]
    ['சூப்ப்', 'சூப்', ['double-pulli']],
    ['கேக்க்', 'கேக்', ['double-pulli']],
    ['பத்த்து', 'பத்து', ['double-pulli']],
    ['கந்', 'கண்', ['bad-last-letter']],
    ['பயங்', 'பயம்', ['bad-last-letter']],
    ['மகிள்ச்சி', 'மகிழ்ச்சி', ['double-pulli']],
    ['ஆசிரியற்', 'ஆசிரியர்', ['bad-last-letter']],
    ['க்ாலை', undefined, ['malformed-letter', 'bad-first-letter']],
    ['ளாமை', undefined, ['bad-first-letter']],
    ['பூனஅ', 'பூனை', ['vowel-inside-word']],
    ['அஙல்', undefined, ['nasal-cluster']],
    ['பஞ்டு', undefined, ['nasal-cluster']],
    ['cat பூனை', undefined, ['not-tamil-script']],
    // a doubled consonant repeats the same letter, and ர, ழ never double
    ['வெழ்ளை', 'வெள்ளை', ['double-pulli']],
    ['கன்ணாடி', 'கண்ணாடி', ['double-pulli']],
    ['கார்று', 'காற்று', ['double-pulli']],
    ['பழ்ழி', 'பள்ளி', ['double-pulli']],
    ['ஒன்று', 'ஒன்று', []],
    ['மாங்கண்று', 'மாங்கன்று', ['nasal-cluster']],
    ['கண்டு', 'கண்டு', []],
    // அளபெடை (a long vowel prolonged by its short one, as in the Kural) and ன்ந where compounds meet
    ['கெடுப்பதூஉம்', undefined, []],
    ['மின்நிலையம்', undefined, []],
    ['வண்டி', 'வண்டி', []],
    // what Tamil does write
    ['பூனை', 'பூனை', []],
    ['கொக்கு', 'கொக்கு', []],
    ['காய்ச்சல்', 'காய்ச்சல்', []],
    ['வாழ்த்து', 'வாழ்த்து', []],
    ['பார்த்தான்', 'பார்த்தான்', []],
    ['மஞ்சள்', 'மஞ்சள்', []],
    ['நங்கூரம்', 'நங்கூரம்', []],
    ['அஃது', undefined, []],
    ['க்ஷேத்திரம்', undefined, []],
    // loanwords: a hard consonant (or a nasal/ர் before one) may end the word when the headword does
    ['கேக்', 'கேக்', []],
    ['கெக்', 'கேக்', []],
    ['மார்ச்', 'மார்ச்', []],
    ['மர்ச்', 'மார்ச்', []],
    ['ஆகஸ்ட்', 'ஆகஸ்ட்', []],
    ['நாக்', 'நாய்', ['bad-last-letter']],
    // inside a phrase a word takes the next word's hard consonant (வலிமிகுதல்)
    ['பயிற்சிப் புத்தகம்', 'பயிற்சிப் புத்தகம்', []],
    ['வெசாக் தினம்', 'வெசாக் தினம்', []],
    ['சீனப் தினம்', 'சீனப் புத்தாண்டு', ['bad-last-letter']],
    ['தண்ணீர்த் துப்பாக்கி', 'தண்ணீர்த் துப்பாக்கி', []],
    ['தண்ணீர்த் பாட்டில்', undefined, ['double-pulli', 'bad-last-letter']],
  ];
  for (const [form, headword, rules] of rows) {
    it(`${form}${headword ? ` (for ${headword})` : ''} → ${rules.length ? rules.join(', ') : 'allowed'}`, () => {
      expect([...new Set(tamilSpellingProblems(form, { headword }).map((p) => p.rule))].sort()).toEqual([...rules].sort());
    });
  }
});

describe('Malay misspellings that only double a consonant', () => {
  const rows: Array<[string, string, boolean]> = [
    ['ayam', 'ayamm', true],
    ['gajah', 'gajjah', true],
    ['Januari', 'Jannuari', true],
    ['ayam', 'ayem', false],
    ['gajah', 'gaja', false],
    // a doubled vowel is not this rule's business
    ['ular', 'ulaar', false],
    ['kakak', 'kakakk', true],
  ];
  for (const [word, misspelling, doubled] of rows) {
    it(`${word} → ${misspelling}: ${doubled ? 'only doubles a consonant' : 'is another error'}`, () => {
      expect(onlyDoublesAConsonant(word, misspelling)).toBe(doubled);
    });
  }
});

describe('a sentence uses its word, inflected as the language inflects', () => {
  const rows: Array<[Topic['language'], string, string, 'exact' | 'inflected' | 'compound' | undefined]> = [
    ['ta', 'வாய்', 'வாயை மூடிக்கொள்.', 'inflected'],
    ['ta', 'வாய்', 'வாய் திறந்து பேசு.', 'exact'],
    ['ta', 'கண்', 'கண்ணை மூடு.', 'inflected'],
    ['ta', 'மரம்', 'மரத்தில் பறவை இருக்கிறது.', 'inflected'],
    ['ta', 'மரம்', 'மரங்கள் உயரமானவை.', 'inflected'],
    ['ta', 'வீடு', 'நான் வீட்டுக்குப் போகிறேன்.', 'inflected'],
    ['ta', 'கதவு', 'கதவைத் திற.', 'inflected'],
    ['ta', 'பூனை', 'பூனையைப் பார்.', 'inflected'],
    ['ta', 'கல்', 'கற்சிலை அழகானது.', 'inflected'],
    ['ta', 'நீர்', 'மழைநீர் தேங்கியது.', 'compound'],
    // letter by letter: பால் is not the start of பாலம், and கண is not the start of கணினி
    ['ta', 'பால்', 'பாலம் உயரமானது.', undefined],
    ['ta', 'கண', 'கணினி புதியது.', undefined],
    ['ta', 'நாய்', 'பூனை பால் குடிக்கிறது.', undefined],
    ['en', 'cat', 'The cats sleep.', 'inflected'],
    ['en', 'run', 'She is running home.', 'inflected'],
    ['en', 'baby', 'The babies cry.', 'inflected'],
    ['en', 'child', 'The children play.', 'inflected'],
    ['en', 'ice cream', 'I like ice cream.', 'exact'],
    ['en', 'ear', 'I hear a bird.', undefined],
    ['bm', 'masak', 'Ibu memasak nasi.', 'inflected'],
    ['bm', 'pukul', 'Dia memukul gendang.', 'inflected'],
    ['bm', 'makan', 'Makanan itu sedap.', 'inflected'],
    ['bm', 'kucing', 'Kucing-kucing itu tidur.', 'inflected'],
    ['bm', 'ikan', 'Saya suka makan.', undefined],
  ];
  for (const [language, word, sentence, how] of rows) {
    it(`${language}: "${sentence}" ${how ? `uses ${word} (${how})` : `does not use ${word}`}`, () => {
      expect(findWordInSentence(sentence, word, language)?.how).toBe(how);
    });
  }
});

/** A small world for the item rules: a few library words, a few listed words, one blocked word. */
const ctx: CheckContext = {
  libraryWord: (language, word) =>
    (({ ta: { நாள்: 'ta/days-y1.json #1 clue' }, bm: { marah: 'bm/feelings-y5.json #3 word' }, en: {} }) as const)[language][word as never],
  listedWord: (language, word) =>
    language === 'en' && ['bad', 'bed', 'see', 'for', 'beg'].includes(word) ? 'SCOWL' : language === 'ta' && word === 'புளி' ? 'aspell-ta' : undefined,
  blocked: (language) => new Set(language === 'ta' ? ['கள்'] : []),
  pictureExists: (id) => id !== 'nothing',
};

function topicOf(language: Topic['language'], items: Array<Partial<Topic['items'][number]> & { word: string }>, extra: Partial<Topic> = {}): Topic {
  return {
    key: `pre-generated-${language}-animals-y2`,
    language,
    title: 't',
    year: 2,
    theme: 'animals',
    items: items.map((i) => ({ translations: {}, misspellings: [], tags: [], ...i })),
    ...extra,
  };
}
const full = { clue: 'A clue.', translations: { en: 'x', ta: 'x', bm: 'x' }, image: 'cat' };

describe('the item rules', () => {
  const rows: Array<[string, Topic, string[]]> = [
    [
      'a misspelling that the library uses elsewhere is a real word',
      topicOf('ta', [{ ...full, word: 'நாய்', sentence: 'நாய் குரைக்கிறது.', misspellings: ['நாள்', 'நய்'] }]),
      // and the one left is too few: நாய் allows two
      ['misspelling-is-a-word', 'distractor'],
    ],
    [
      'a misspelling on the word list is a real word',
      topicOf('ta', [{ ...full, word: 'புலி', sentence: 'புலி ஓடுகிறது.', misspellings: ['புளி', 'பூலி'] }]),
      ['misspelling-is-a-word', 'distractor'],
    ],
    [
      'a phrase whose changed word is real is refused ("school beg")',
      topicOf('en', [{ ...full, word: 'school bag', sentence: 'My school bag is red.', misspellings: ['school beg', 'skool bag'] }]),
      ['misspelling-is-a-word', 'distractor'],
    ],
    [
      'a Malay doubled consonant is refused',
      topicOf('bm', [{ ...full, word: 'ayam', sentence: 'Ayam berkokok.', misspellings: ['ayamm', 'ayem'] }]),
      ['doubled-consonant'],
    ],
    [
      'the toddy misspelling is blocked and a real word',
      topicOf('ta', [{ ...full, word: 'கல்', sentence: 'கல் உருண்டது.', misspellings: ['கள்'] }]),
      ['blocked-word', 'distractor'],
    ],
    [
      'a misspelling equal to the word, or given twice, is a duplicate',
      topicOf('en', [{ ...full, word: 'lion', sentence: 'The lion roars.', misspellings: ['Lion', 'lian', 'lian'] }]),
      // lion allows no other misspelling content:suggest knows, so one is enough
      ['duplicate', 'duplicate'],
    ],
    [
      'a sentence without its word is refused',
      topicOf('en', [{ ...full, word: 'lion', sentence: 'The cat sleeps.', misspellings: ['lian', 'lione'] }]),
      ['sentence-without-word'],
    ],
    [
      'missing clue, sentence, misspellings and translations are refused',
      topicOf('en', [{ word: 'rabbit', image: 'rabbit' }]),
      ['missing-field', 'missing-field', 'missing-field', 'missing-field', 'distractor'],
    ],
    [
      'a monolingual topic needs no translations',
      topicOf('ta', [{ word: 'சலசல', clue: 'ஒலி', sentence: 'சலசல என்று ஓடியது.', misspellings: ['சளசள', 'சலசள'], image: 'x' }], { monolingual: true }),
      [],
    ],
    [
      'a proverb needs its meaning in all three languages',
      topicOf('en', [{ word: 'worm', clue: 'c', sentence: 'The early bird catches the worm.', misspellings: ['wurm', 'werm'] }], {
        set: 'proverbs',
        theme: 'phrases',
      }),
      ['missing-field', 'missing-field', 'missing-field'],
    ],
    [
      'a clue that contains the word gives it away',
      topicOf('en', [
        {
          ...full,
          word: 'lion',
          clue: 'A lion is a big cat.',
          sentence: 'The lion roars.',
          misspellings: ['lian', 'lione'],
        },
      ]),
      ['clue'],
    ],
    [
      'a saying\'s clue that holds the word the pupil must fill in gives it away too (the review\'s "clue repeats the meaning")',
      topicOf(
        'ta',
        [
          {
            ...full,
            word: 'கல்வி',
            meaning: 'கையில் உள்ள பணத்தைவிடக் கல்வியே உண்மையான செல்வம்.',
            clue: 'கையில் உள்ள பணத்தைவிடக் கல்வியே உண்மையான செல்வம்.',
            sentence: 'கைப்பொருள் தன்னின் மெய்ப்பொருள் கல்வி.',
            misspellings: ['கழ்வி', 'கால்வி'],
            tags: ['phrase'],
          },
        ],
        { theme: 'language', set: 'konrai-vendhan', monolingual: true },
      ),
      ['clue'],
    ],
    [
      'a word ladder whose rungs are real words and change one letter a step passes',
      topicOf('en', [{ ...full, word: 'beg', sentence: 'The dog will beg.', misspellings: ['begg', 'bieg'], ladder: ['bad', 'bed', 'beg'] }]),
      [],
    ],
    [
      'a word ladder through a word nobody knows, or a step of two letters, is refused',
      topicOf('en', [{ ...full, word: 'beg', sentence: 'The dog will beg.', misspellings: ['begg', 'bieg'], ladder: ['see', 'bxg', 'beg'] }]),
      ['ladder', 'ladder'],
    ],
    [
      'a word ladder that ends at another word is refused',
      topicOf('en', [{ ...full, word: 'beg', sentence: 'The dog will beg.', misspellings: ['begg', 'bieg'], ladder: ['bad', 'bed'] }]),
      ['ladder'],
    ],
    // issue 25.2: distractors a child could really write, at least two where the word allows two
    [
      "a final உ lengthened (பாம்பூ) is a giveaway, not a child's error",
      topicOf('ta', [{ ...full, word: 'பாம்பு', sentence: 'பாம்பு ஊர்கிறது.', misspellings: ['பாம்பூ', 'பாமபு', 'பம்பு'] }]),
      ['distractor'],
    ],
    [
      'ஐ written as அய் (பச்சய்) is a giveaway',
      topicOf('ta', [{ ...full, word: 'பச்சை', sentence: 'இலை பச்சை நிறம்.', misspellings: ['பச்சய்', 'பசை', 'பாச்சை'] }]),
      ['distractor'],
    ],
    [
      'a change that is none of the confusions (ம் → ன்) is refused',
      topicOf('ta', [{ ...full, word: 'முகம்', sentence: 'முகம் அழகாக இருக்கிறது.', misspellings: ['முகன்', 'மூகம்', 'முகாம்'] }]),
      ['distractor'],
    ],
    [
      'one misspelling where the word allows two is too few',
      topicOf('ta', [{ ...full, word: 'பள்ளி', sentence: 'பள்ளி பெரியது.', misspellings: ['பல்லி'] }]),
      ['distractor'],
    ],
    [
      'one misspelling is enough for a word that allows only one (பூ → பு)',
      topicOf('ta', [{ ...full, word: 'பூ', sentence: 'பூ மலர்ந்தது.', misspellings: ['பு'] }]),
      [],
    ],
    [
      'English y for i (thyn) is a giveaway',
      topicOf('en', [{ ...full, word: 'thin', sentence: 'The stick is thin.', misspellings: ['thyn', 'thinn', 'thine'] }]),
      ['distractor'],
    ],
    [
      'the real confusions pass: ல/ள/ழ, ர/ற, ந/ன/ண, vowel length, a doubled consonant written once',
      topicOf('ta', [{ ...full, word: 'பள்ளிக்கூடம்', sentence: 'பள்ளிக்கூடம் பெரியது.', misspellings: ['பல்லிக்கூடம்', 'பள்ளிக்குடம்', 'பள்ளிகூடம்'] }]),
      [],
    ],
    ['a good item passes', topicOf('bm', [{ ...full, word: 'kucing', sentence: 'Kucing itu minum susu.', misspellings: ['kuceng', 'kucin'] }]), []],
  ];
  for (const [what, topic, rules] of rows) {
    it(`${what}`, () => {
      expect(
        checkItem(topic, topic.items[0]!, ctx)
          .map(([rule]) => rule)
          .sort(),
      ).toEqual([...rules].sort());
    });
  }

  it('should name the topic, the item and the rule in each finding, one tab-separated line each', () => {
    const topic = topicOf('en', [
      { ...full, word: 'lion', sentence: 'The lion roars.', misspellings: ['lyon', 'loin'] },
      { ...full, word: 'lion', sentence: 'A lion sleeps.', misspellings: ['lyon', 'loin'], image: 'nothing' },
    ]);
    const lines = checkTopic('en/animals-y2.json', topic, ctx).map(formatFinding);
    expect(lines).toContain('en/animals-y2.json\tpre-generated-en-animals-y2\t#2 lion\tduplicate\t"lion" is also item #1');
    expect(lines).toContain(
      'en/animals-y2.json\tpre-generated-en-animals-y2\t#2 lion\tpicture\tpicture "nothing" is neither an icon we ship nor one of our drawings',
    );
  });
});

describe('rules across topics', () => {
  const file = (name: string, t: Topic) => ({ file: name, topic: t });
  const animals = topicOf('en', [{ word: 'cat' }, { word: 'dog' }]);
  it('should refuse a word taught again in another topic of the same year, but not in another year or in word play', async () => {
    const { crossTopicFindings } = await import('../../src/content/check/checkLibrary');
    const pets = { ...topicOf('en', [{ word: 'cat' }]), key: 'pre-generated-en-pets-y2' };
    const later = { ...topicOf('en', [{ word: 'dog' }]), key: 'pre-generated-en-pets-y3', year: 3 };
    const ladder = { ...topicOf('en', [{ word: 'dog' }]), key: 'pre-generated-en-word-ladders-y2', theme: 'words' };
    const found = crossTopicFindings([
      file('en/animals-y2.json', animals),
      file('en/pets-y2.json', pets),
      file('en/pets-y3.json', later),
      file('en/word-ladders-y2.json', ladder),
    ]);
    expect(found.map(formatFinding)).toEqual(['en/pets-y2.json\tpre-generated-en-pets-y2\t#1 cat\tduplicate\t"cat" is also en/animals-y2.json #1 (same year)']);
  });

  it('should refuse a proverb given twice in one language, in any year', async () => {
    const { crossTopicFindings } = await import('../../src/content/check/checkLibrary');
    const a = topicOf('en', [{ word: 'worm', sentence: 'The early bird catches the worm.' }], {
      set: 'proverbs',
      theme: 'phrases',
      key: 'pre-generated-en-proverbs-y5',
    });
    const b = topicOf('en', [{ word: 'bird', sentence: 'The early bird catches the worm.' }], {
      set: 'proverbs',
      theme: 'phrases',
      key: 'pre-generated-en-proverbs-y6',
      year: 6,
    });
    const found = crossTopicFindings([file('en/proverbs-y5.json', a), file('en/proverbs-y6.json', b)]);
    expect(found.map((f) => [f.file, f.rule])).toEqual([['en/proverbs-y6.json', 'duplicate']]);
  });

  it('should measure coverage: topics per language and year, Tamil topic size, sayings and sets', async () => {
    const { coverageFindings } = await import('../../src/content/check/checkLibrary');
    const messages = coverageFindings([file('ta/animals-y2.json', topicOf('ta', [{ word: 'பூனை' }]))]).map((f) => f.message);
    expect(messages).toContain('Tamil: 1 topics, 30 needed');
    expect(messages).toContain('Tamil year 2: 1 topics, 4 needed');
    expect(messages).toContain('Tamil: 0 proverbs and idioms with meanings in all three languages, 40 needed');
    expect(messages).toContain('Tamil: no topic with "set": "thirukkural"');
    expect(messages).toContain('Malay: no topic with "set": "classifiers"');
    expect(messages).toContain('1 items; this topic needs 20');
    // issue 25.4: Tamil as rich as the others
    expect(messages).toContain('Tamil: 1 topics, 40 needed');
    expect(messages).toContain('Tamil year 2: 1 topics, 5 needed');
    expect(messages).toContain('Tamil year 4: 0 vocabulary topics, 4 needed');
    expect(messages).toContain('Tamil: no topic of the theme "clothes"');
    expect(messages).toContain('Tamil: no insects topic (ta/insects-y<year>.json)');
    expect(messages).toContain('Tamil: no topic with "set": "konrai-vendhan"');
    expect(messages).toContain('Tamil: no topic with "set": "moothurai"');
  });

  it('should refuse a language whose concrete nouns show their picture less than 95 % of the time, and count abstract words out', async () => {
    const { coverageFindings } = await import('../../src/content/check/checkLibrary');
    const things = (pictured: number, noPicture: number, abstract: number) =>
      topicOf('en', [
        ...Array.from({ length: pictured }, (_, i) => ({ word: `cat${i}`, image: 'cat' })),
        ...Array.from({ length: noPicture }, (_, i) => ({ word: `table${i}`, tags: ['no-picture'] })),
        ...Array.from({ length: abstract }, (_, i) => ({ word: `idea${i}`, tags: ['abstract'] })),
      ]);
    const pictures = (t: Topic) =>
      coverageFindings([file('en/animals-y2.json', t)])
        .map((f) => f.message)
        .filter((m) => /concrete nouns/.test(m));
    expect(pictures(things(19, 1, 5))).toEqual([]);
    expect(pictures(things(18, 2, 0))).toEqual(['English: 18 of 20 concrete nouns have their picture (90 %), 95 % needed']);
    // a phrase (a saying) is not a thing either
    expect(
      pictures(
        topicOf('en', [
          { word: 'a', image: 'cat' },
          { word: 'b', tags: ['phrase'] },
        ]),
      ),
    ).toEqual([]);
  });

  it('should let a calendar be short and a classical verse set hold only the lines we vouch for (15)', async () => {
    const { itemsNeeded } = await import('../../src/content/check/checkLibrary');
    const months = topicOf('en', [{ word: 'May' }], { theme: 'time', ordered: true });
    const kural = topicOf('ta', [{ word: 'அறம்' }], { theme: 'language', set: 'ulaganeethi' });
    const moothurai = topicOf('ta', [{ word: 'கொக்கு' }], { theme: 'language', set: 'moothurai' });
    const animals = topicOf('bm', [{ word: 'kucing' }]);
    expect([itemsNeeded(months), itemsNeeded(kural), itemsNeeded(moothurai), itemsNeeded(animals)]).toEqual([0, 15, 15, 20]);
  });
});

describe('pictures and the abstract / no-picture tags (issue 25.3)', () => {
  const picCtx: CheckContext = { ...ctx, pictureNamed: (name) => (name === 'fog' ? 'fog' : undefined) };
  const rows: Array<[string, Topic, number]> = [
    // [what, topic, findings of the picture rule]
    ['a thing with its picture passes', topicOf('en', [{ ...full, word: 'cat', sentence: 'The cat naps.', misspellings: ['kat', 'catt'] }]), 0],
    [
      'a thing no picture shows may go without one, tagged no-picture',
      topicOf('en', [{ ...full, image: undefined, tags: ['no-picture'], word: 'table', sentence: 'The table is long.', misspellings: ['tabel', 'teble'] }], {
        theme: 'home',
      }),
      0,
    ],
    [
      'abstract is refused in a theme of things: a table can be drawn',
      topicOf('en', [{ ...full, image: undefined, tags: ['abstract'], word: 'table', sentence: 'The table is long.', misspellings: ['tabel', 'teble'] }], {
        theme: 'home',
      }),
      1,
    ],
    [
      'abstract is refused when one of our pictures is named after the word',
      topicOf('en', [{ ...full, image: undefined, tags: ['abstract'], word: 'fog', sentence: 'The fog is thick.', misspellings: ['fogg', 'foog'] }], {
        theme: 'weather',
      }),
      1,
    ],
    [
      'abstract or no-picture on an item that has a picture contradicts it',
      topicOf('en', [{ ...full, tags: ['abstract'], word: 'aunt', sentence: 'My aunt sings.', misspellings: ['ant', 'aunte'] }], { theme: 'family' }),
      1,
    ],
    [
      'an idea in a family topic may be abstract',
      topicOf(
        'en',
        [{ ...full, image: undefined, tags: ['abstract'], word: 'relatives', sentence: 'Our relatives came.', misspellings: ['relatifs', 'relativs'] }],
        {
          theme: 'family',
        },
      ),
      0,
    ],
    [
      'no picture and no tag in a picture theme is refused',
      topicOf('en', [{ ...full, image: undefined, word: 'table', sentence: 'The table is long.', misspellings: ['tabel', 'teble'] }], { theme: 'home' }),
      1,
    ],
  ];
  for (const [what, topic, n] of rows) {
    it(what, () => {
      expect(checkTopic('x.json', topic, picCtx).filter((f) => f.rule === 'picture')).toHaveLength(n);
    });
  }
});
