import { csvCell, homeworkResultsCsv, type CsvPupil } from './homeworkCsv';

const AT = Date.parse('2026-11-20T02:30:00Z');
const pupils: CsvPupil[] = [
  {
    name: 'கவின் ராஜ்',
    status: 'done',
    attempts: [
      {
        quizCategory: 'Jumble',
        finishedAt: AT,
        onTime: true,
        score: 10,
        items: [
          { word: 'புலி', outcome: 'right', given: 'புலி', wrong: ['புளி', 'பலி'], wrongTries: 2, hints: 0, ms: 4200 },
          { word: 'க்ஷேமம்', outcome: 'wrong', given: 'க்ஷமம்', wrong: [], wrongTries: 1, hints: 1, ms: 9000 },
        ],
      },
    ],
  },
  { name: 'Meena, S.', status: 'not_yet', attempts: [] },
];

describe('homeworkResultsCsv — one row per item answered, in the teacher’s language', () => {
  const csv = homeworkResultsCsv(pupils, 'ta');
  const lines = csv.slice(1).split('\r\n');

  it('should start with a byte-order mark so Excel reads Tamil', () => expect(csv.charCodeAt(0)).toBe(0xfeff));

  it('should head the columns in Tamil', () => {
    expect(lines[0]).toBe(
      'மாணவர்,நிலை,விளையாட்டு,முயற்சி,முடித்த நேரம் (மலேசிய நேரம்),உரிய நேரத்தில்,மதிப்பெண்,சொல்,முடிவு,அளித்த விடை,முன்பு அளித்த தவறான விடைகள்,குறிப்புகள்,வினாடிகள்',
    );
  });

  it('should write each item the pupil answered, whole letters (க்ஷ) as typed, in Malaysian time', () => {
    expect(lines[1]).toBe('கவின் ராஜ்,முடித்தார்,கலைந்த எழுத்துகள்,1,2026-11-20 10:30,ஆம்,10,புலி,சரி,புலி,புளி; பலி,0,4.2');
    expect(lines[2]).toBe('கவின் ராஜ்,முடித்தார்,கலைந்த எழுத்துகள்,1,2026-11-20 10:30,ஆம்,10,க்ஷேமம்,தவறு,க்ஷமம்,,1,9');
  });

  it('should give a pupil who has not played one row saying so, quoting a name with a comma', () => {
    expect(lines[3]).toBe('"Meena, S.",இன்னும் இல்லை');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
  });

  it('should write the headings in English and Malay too', () => {
    expect(homeworkResultsCsv([], 'en')).toMatch(/^\uFEFFPupil,Status,Game/);
    expect(homeworkResultsCsv([], 'bm')).toMatch(/^\uFEFFMurid,Status,Permainan/);
  });
});

describe('csvCell', () => {
  it.each([
    ['plain text stays as it is', 'யானை', 'யானை'],
    ['a quote is doubled and the cell quoted', 'say "hi"', '"say ""hi"""'],
    ['a line break is quoted', 'a\nb', '"a\nb"'],
    ['a typed formula is not run by a spreadsheet', '=1+1', "'=1+1"],
    ['a negative-looking answer is kept as text', '-5', "'-5"],
    ['a number stays a number', 12.5, '12.5'],
    ['nothing is an empty cell', null, ''],
  ])('%s', (_, value, cell) => expect(csvCell(value)).toBe(cell));
});
