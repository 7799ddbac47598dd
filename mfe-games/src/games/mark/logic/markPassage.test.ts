import type { TopicItem } from '@app/shared';
import { createRng } from '@app/shared';
import { buildMarkPassage, scoreMarks, tokenVerdict, wordTokenIndex, type MarkPassage } from './markPassage';

const item = (word: string, sentence: string, category?: string): TopicItem => ({ word, sentence, category, translations: {}, misspellings: [], tags: [] });

describe('mark game', () => {
  it('finds the word inside a suffixed token, letter by letter', () => {
    expect(wordTokenIndex(['நான்', 'பூனைக்கு', 'பால்', 'கொடுத்தேன்.'], 'பூனை')).toBe(1);
    expect(wordTokenIndex(['Saya', 'suka', 'kucingnya.'], 'kucing')).toBe(2);
    // கண் must not match the start of கணினி: கண் is க + ண், கணினி is க + ணி + …
    expect(wordTokenIndex(['அவன்', 'கணினி', 'பார்த்தான்.'], 'கண்')).toBe(-1);
    // a word ending in a consonant takes its case ending on that consonant: மீன் + ஐ → மீனை
    expect(wordTokenIndex(['நீர்நாய்', 'ஒரு', 'மீனைப்', 'பிடித்து'], 'மீன்')).toBe(2);
    expect(wordTokenIndex(['அவள்', 'கண்ணைத்', 'திறந்தாள்.'], 'கண்')).toBe(1);
  });

  it.each([
    ['a Tamil paired-word phrase', 'அல்லும் பகலும்', 'தேர்வுக்காக அண்ணன் அல்லும் பகலும் படித்தான்.', 2],
    ['a phrase that opens its sentence', 'அக்கம் பக்கம்', 'அக்கம் பக்கம் உள்ளவர்களோடு நட்பாக இரு.', 0],
    ['an English phrase, its last word suffixed', 'make the bed', 'I make the beds every morning.', 1],
    ['a phrase whose words are apart', 'ஆற அமர', 'ஆற நேரம் அமர யோசித்து.', -1],
  ])('finds %s as one token to tap', (_, word, sentence, at) => {
    const passage = buildMarkPassage([item(word, sentence)], 1, createRng(1));
    if (at < 0) return expect(passage.sentences).toEqual([]);
    const tokens = passage.sentences[0]!;
    expect(tokens.findIndex((t) => t.target)).toBe(at);
    expect(tokens.filter((t) => t.target)).toHaveLength(1);
    expect(tokens.map((t) => t.text).join(' ')).toBe(sentence);
  });

  it('asks for one category when the topic has two or more, with the others as distractors', () => {
    const items = [
      item('பூனை', 'பூனை தூங்குகிறது.', 'விலங்கு'),
      item('நாய்', 'நாய் குரைக்கிறது.', 'விலங்கு'),
      item('கிளி', 'கிளி பேசுகிறது.', 'பறவை'),
      item('காகம்', 'காகம் கரைகிறது.', 'பறவை'),
      item('மயில்', 'மயில் ஆடுகிறது.', 'பறவை'),
    ];
    const passage = buildMarkPassage(items, 2, createRng(3));
    expect(passage.kind === 'விலங்கு' || passage.kind === 'பறவை').toBe(true);
    const targets = passage.sentences.flatMap((s) => s.filter((t) => t.target).map((t) => t.text));
    expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) expect(items.find((i) => t.startsWith(i.word))?.category).toBe(passage.kind);
  });

  it('scores found targets and takes points for wrong taps', () => {
    const passage = {
      kind: null,
      words: ['a', 'c'],
      sentences: [
        [
          { text: 'a', target: true },
          { text: 'b', target: false },
        ],
        [{ text: 'c', target: true }],
      ],
    };
    expect(scoreMarks(passage, new Set(['0:0', '0:1']), 2)).toEqual({ hits: 1, misses: 1, wrongTaps: 1, score: 10 });
  });

  it('never counts another word of the kind as a wrong tap (the fish an otter eats), nor as a miss', () => {
    const sea = 'கடல் உயிரினங்கள்';
    const shore = 'கடற்கரை';
    const items = [
      item('நீர்நாய்', 'நீர்நாய் ஒரு மீனைப் பிடித்து உண்கிறது.', sea),
      item('மீன்', 'மீன் நீரில் நீந்துகிறது.', sea),
      item('நண்டு', 'நண்டு பக்கவாட்டில் நடக்கிறது.', sea),
      item('மணல்', 'மணல் சூடாக இருக்கிறது.', shore),
      item('அலை', 'அலை கரையில் மோதுகிறது.', shore),
    ];
    let passage: MarkPassage | undefined;
    for (let seed = 1; seed < 200 && !passage; seed++) {
      const p = buildMarkPassage(items, 3, createRng(seed));
      if (p.kind === sea && p.sentences.some((s) => s[0]!.text === 'நீர்நாய்')) passage = p;
    }
    expect(passage).toBeDefined();
    const s = passage!.sentences.findIndex((tokens) => tokens[0]!.text === 'நீர்நாய்');
    const fish = passage!.sentences[s]!.findIndex((t) => t.text === 'மீனைப்');
    expect(passage!.sentences[s]![fish]).toEqual({ text: 'மீனைப்', target: false, alsoRight: true });
    expect(tokenVerdict(passage!.sentences[s]![fish]!, true)).toBe('alsoRight');
    const targets = new Set(passage!.sentences.flatMap((tokens, i) => tokens.flatMap((t, j) => (t.target ? [`${i}:${j}`] : []))));
    const withFish = scoreMarks(passage!, new Set([...targets, `${s}:${fish}`]), 3);
    expect(withFish).toEqual(scoreMarks(passage!, targets, 3));
    expect(withFish.wrongTaps).toBe(0);
  });
});
