import { LANGUAGES } from '@app/shared';
// Imported rather than read from disk, so the shell needs no Node types for this test.
import shell_en from '../../public/assets/i18n/en.json';
import shell_ta from '../../public/assets/i18n/ta.json';
import shell_bm from '../../public/assets/i18n/bm.json';
import games_en from '../../../mfe-games/public/assets/i18n/en.json';
import games_ta from '../../../mfe-games/public/assets/i18n/ta.json';
import games_bm from '../../../mfe-games/public/assets/i18n/bm.json';
import contests_en from '../../../mfe-contests/public/assets/i18n/en.json';
import contests_ta from '../../../mfe-contests/public/assets/i18n/ta.json';
import contests_bm from '../../../mfe-contests/public/assets/i18n/bm.json';
import boards_en from '../../../mfe-boards/public/assets/i18n/en.json';
import boards_ta from '../../../mfe-boards/public/assets/i18n/ta.json';
import boards_bm from '../../../mfe-boards/public/assets/i18n/bm.json';
import account_en from '../../../mfe-account/public/assets/i18n/en.json';
import account_ta from '../../../mfe-account/public/assets/i18n/ta.json';
import account_bm from '../../../mfe-account/public/assets/i18n/bm.json';

/**
 * Issue 3: "Every visible string of every screen is translated in all three languages; a test
 * fails when a key is missing in any language." Each app keeps its own namespace (docs/architecture.md "Shell ↔ remote contract"):
 * the shell's and every remote's `public/assets/i18n/{en,ta,bm}.json`.
 */
const APPS: [string, Record<string, unknown>][] = [
  ['shell', { en: shell_en, ta: shell_ta, bm: shell_bm }],
  ['mfe-games', { en: games_en, ta: games_ta, bm: games_bm }],
  ['mfe-contests', { en: contests_en, ta: contests_ta, bm: contests_bm }],
  ['mfe-boards', { en: boards_en, ta: boards_ta, bm: boards_bm }],
  ['mfe-account', { en: account_en, ta: account_ta, bm: account_bm }],
];

type Tree = { [key: string]: Tree | string | unknown };

/** Flattens nested keys to `a.b.c`, keeping each leaf's value. */
function flattenKeys(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of flattenKeys(value as Tree, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Every problem as `app lang: key` lines: keys some language has that another lacks or leaves empty. */
function translationProblems(files: Record<string, Tree>): string[] {
  const flat = Object.fromEntries(Object.entries(files).map(([lang, tree]) => [lang, flattenKeys(tree)]));
  const allKeys = new Set(Object.values(flat).flatMap((m) => [...m.keys()]));
  const problems: string[] = [];
  for (const key of [...allKeys].sort()) {
    for (const [lang, map] of Object.entries(flat)) {
      if (!map.has(key)) problems.push(`${lang}: "${key}" is missing`);
      else if (isBlank(map.get(key))) problems.push(`${lang}: "${key}" is empty`);
    }
  }
  return problems;
}

describe('translation files', () => {
  it('finds keys missing or empty in a language (the check itself)', () => {
    expect(translationProblems({ en: { a: 'A', b: { c: 'C' } }, ta: { a: 'அ', b: { c: '' } }, bm: { b: { c: 'C' } } })).toEqual([
      'bm: "a" is missing',
      'ta: "b.c" is empty',
    ]);
  });

  it.each(APPS)('%s has every key in en, ta and bm, none empty', (app, files) => {
    expect(Object.keys(files).sort()).toEqual([...LANGUAGES].sort());
    const problems = translationProblems(files as Record<string, Tree>);
    // The message lists every gap, so one run shows all that needs translating.
    expect(problems.length === 0 ? 'complete' : `${app}:\n  ${problems.join('\n  ')}`).toBe('complete');
  });
});
