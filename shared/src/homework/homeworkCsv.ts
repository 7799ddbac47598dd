import type { Language } from '../i18n/language';
import type { ItemAttempt } from '../scores/itemAttempts';
import type { QuizCategory } from '../scoring/gameIds';
import type { ItemOutcome } from '../scoring/nearMiss';
import { formatMalaysiaTime } from '../time/malaysiaTime';
import { GAME_NAMES } from '../scoring/gameNames';
import type { PupilStatus } from './homeworkResults';

/**
 * An assignment's results as a spreadsheet (issue 23.4): one row per item each pupil answered, so
 * the rows are exactly what the pupils answered; a pupil who has not played yet gets one row
 * saying so. UTF-8 with a byte-order mark, which Excel needs to show Tamil; text is written whole
 * (NFC as stored), never cut inside a letter. Headings and words in the teacher's language.
 */
interface CsvText {
  columns: {
    pupil: string;
    status: string;
    game: string;
    attempt: string;
    finished: string;
    onTime: string;
    score: string;
    word: string;
    result: string;
    answer: string;
    wrongAnswers: string;
    hints: string;
    seconds: string;
  };
  status: Record<PupilStatus, string>;
  outcome: Record<ItemOutcome, string>;
  yes: string;
  no: string;
}

const en: CsvText = {
  columns: {
    pupil: 'Pupil',
    status: 'Status',
    game: 'Game',
    attempt: 'Attempt',
    finished: 'Finished (Malaysia time)',
    onTime: 'On time',
    score: 'Score',
    word: 'Word',
    result: 'Result',
    answer: 'Answer given',
    wrongAnswers: 'Wrong answers before',
    hints: 'Hints',
    seconds: 'Seconds',
  },
  status: { done: 'Done', late: 'Late', not_yet: 'Not yet' },
  outcome: { right: 'Right', near: 'Nearly right', almost: 'Almost', wrong: 'Wrong', skipped: 'Skipped' },
  yes: 'Yes',
  no: 'No',
};

const ta: CsvText = {
  columns: {
    pupil: 'மாணவர்',
    status: 'நிலை',
    game: 'விளையாட்டு',
    attempt: 'முயற்சி',
    finished: 'முடித்த நேரம் (மலேசிய நேரம்)',
    onTime: 'உரிய நேரத்தில்',
    score: 'மதிப்பெண்',
    word: 'சொல்',
    result: 'முடிவு',
    answer: 'அளித்த விடை',
    wrongAnswers: 'முன்பு அளித்த தவறான விடைகள்',
    hints: 'குறிப்புகள்',
    seconds: 'வினாடிகள்',
  },
  status: { done: 'முடித்தார்', late: 'தாமதமாக முடித்தார்', not_yet: 'இன்னும் இல்லை' },
  outcome: { right: 'சரி', near: 'கிட்டத்தட்டச் சரி', almost: 'நெருங்கியது', wrong: 'தவறு', skipped: 'விடப்பட்டது' },
  yes: 'ஆம்',
  no: 'இல்லை',
};

const bm: CsvText = {
  columns: {
    pupil: 'Murid',
    status: 'Status',
    game: 'Permainan',
    attempt: 'Cubaan',
    finished: 'Selesai (waktu Malaysia)',
    onTime: 'Tepat pada masa',
    score: 'Markah',
    word: 'Perkataan',
    result: 'Keputusan',
    answer: 'Jawapan diberi',
    wrongAnswers: 'Jawapan salah sebelumnya',
    hints: 'Petunjuk',
    seconds: 'Saat',
  },
  status: { done: 'Selesai', late: 'Lewat', not_yet: 'Belum' },
  outcome: { right: 'Betul', near: 'Hampir betul', almost: 'Hampir', wrong: 'Salah', skipped: 'Dilangkau' },
  yes: 'Ya',
  no: 'Tidak',
};

export const HOMEWORK_CSV_TEXT: Readonly<Record<Language, CsvText>> = { ta, en, bm };

export interface CsvAttempt {
  quizCategory: string;
  finishedAt: number;
  onTime: boolean;
  score: number;
  items: readonly ItemAttempt[] | null;
}

export interface CsvPupil {
  name: string;
  status: PupilStatus;
  /** oldest first */
  attempts: readonly CsvAttempt[];
}

/**
 * One spreadsheet cell: quoted when it holds a comma, a quote or a line break; a cell a
 * spreadsheet would run as a formula (a child may type "=1+1") gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The results as CSV text, byte-order mark first, CRLF line ends (what Excel expects). */
export function homeworkResultsCsv(pupils: readonly CsvPupil[], language: Language): string {
  const text = HOMEWORK_CSV_TEXT[language];
  const c = text.columns;
  const header = [c.pupil, c.status, c.game, c.attempt, c.finished, c.onTime, c.score, c.word, c.result, c.answer, c.wrongAnswers, c.hints, c.seconds];
  const rows: (string | number | null)[][] = [];
  for (const pupil of pupils) {
    const status = text.status[pupil.status];
    if (pupil.attempts.length === 0) rows.push([pupil.name, status]);
    const tries = new Map<string, number>();
    for (const a of pupil.attempts) {
      const n = (tries.get(a.quizCategory) ?? 0) + 1;
      tries.set(a.quizCategory, n);
      const game = GAME_NAMES[language][a.quizCategory as QuizCategory] ?? a.quizCategory;
      const attempt = [pupil.name, status, game, n, formatMalaysiaTime(a.finishedAt), a.onTime ? text.yes : text.no, a.score];
      if (!a.items || a.items.length === 0) rows.push(attempt);
      for (const item of a.items ?? []) {
        rows.push([...attempt, item.word, text.outcome[item.outcome], item.given ?? '', item.wrong.join('; '), item.hints, Math.round(item.ms / 100) / 10]);
      }
    }
  }
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
