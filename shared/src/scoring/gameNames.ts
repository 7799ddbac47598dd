import type { Language } from '../i18n/language';
import type { QuizCategory } from './gameIds';

/**
 * Every game's name, in each language: the one list a teacher's pages, the homework
 * spreadsheet and the pupil's to-do list share, so a teacher who sets "Word ladder" finds a game
 * called "Word ladder" on the pupil's screen. The games remote titles its pages with these too
 * (its translation files are held to this table by a test there).
 */
export const GAME_NAMES: Readonly<Record<Language, Readonly<Record<QuizCategory, string>>>> = {
  ta: {
    Search: 'சொல் தேடல்',
    Blank: 'விடுபட்ட சொல்லை நிரப்பு',
    Error: 'பிழையைக் கண்டுபிடி',
    Jumble: 'கலைந்த எழுத்துகள்',
    Guess: 'சொல்லைக் கண்டுபிடி',
    Pair: 'நினைவுச் சோடிகள்',
    Group: 'வகைப்படுத்து',
    Mark: 'சொற்களைக் கண்டுபிடி',
    Stack: 'வரிசைப்படுத்து',
    Reform: 'வாக்கியம் அமை',
    Change: 'சொல் ஏணி',
    Match: 'சரியாகப் பொருத்து',
    Picture: 'படப் புதிர்',
    Audio: 'கேட்டுத் தேர்ந்தெடு',
    Choice: 'சரியான சொல்லைத் தேர்ந்தெடு',
    Spell: 'எழுத்துக்கூட்டு',
    Phrase: 'பழமொழிகள்',
    Tile: 'எழுத்துக் கட்டங்கள்',
    Cross: 'குறுக்கெழுத்துப் புதிர்',
  },
  en: {
    Search: 'Word search',
    Blank: 'Fill in the blank',
    Error: 'Spot the error',
    Jumble: 'Jumbled letters',
    Guess: 'Guess the word',
    Pair: 'Memory pairs',
    Group: 'Sort into groups',
    Mark: 'Spot the words',
    Stack: 'Put in order',
    Reform: 'Build the sentence',
    Change: 'Word ladder',
    Match: 'Match the pairs',
    Picture: 'Picture quiz',
    Audio: 'Listen and choose',
    Choice: 'Choose the word',
    Spell: 'Spell it',
    Phrase: 'Sayings and idioms',
    Tile: 'Letter tiles',
    Cross: 'Crossword',
  },
  bm: {
    Search: 'Cari kata',
    Blank: 'Isi tempat kosong',
    Error: 'Cari kesalahan ejaan',
    Jumble: 'Huruf bercampur',
    Guess: 'Teka perkataan',
    Pair: 'Pasangan memori',
    Group: 'Kumpulkan',
    Mark: 'Cari perkataan',
    Stack: 'Susun mengikut urutan',
    Reform: 'Bina ayat',
    Change: 'Tangga perkataan',
    Match: 'Padankan pasangan',
    Picture: 'Kuiz gambar',
    Audio: 'Dengar dan pilih',
    Choice: 'Pilih perkataan',
    Spell: 'Eja',
    Phrase: 'Peribahasa',
    Tile: 'Jubin huruf',
    Cross: 'Silang kata',
  },
};
