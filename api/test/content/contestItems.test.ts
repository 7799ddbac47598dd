import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { expect } from 'expect';
import { checkContest, contestLanguage, readContestFiles } from '../../src/content/check/checkContests';
import { libraryContext, readTopicFiles } from '../../src/content/check/checkLibrary';

const ctx = libraryContext(readTopicFiles().files);

describe('contest items go through the content check (issue 25.3)', () => {
  const { contests, findings } = readContestFiles();
  const solvallar = contests.find((c) => c.key === 'Solvallar2025')!;

  it('should give the Solvallar contest (சொல்வல்லார்) Tamil items, as its title says, in all 15 levels', () => {
    expect(findings).toEqual([]);
    expect(solvallar.items).toHaveLength(120);
    expect(contestLanguage(solvallar)).toBe('ta');
  });

  it('should find nothing to refuse in the Solvallar items', () => {
    expect(checkContest(solvallar, ctx)).toEqual([]);
  });

  const dir = mkdtempSync(join(tmpdir(), 'contests-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('should refuse what the review found in the old Malay items: doubled consonants, a real word as a wrong spelling, mixed languages', () => {
    const contest = {
      key: 'Old',
      levels: [
        {
          items: [
            { type: 'spelling', prompt: 'Pilih ejaan yang betul.', choices: ['ruma', 'rummah', 'rumha', 'rumah'], answer: 'rumah' },
            { type: 'spelling', prompt: 'Pilih ejaan yang betul.', choices: ['marah', 'merah', 'merha'], answer: 'merah' },
            { type: 'jumble', prompt: 'சிவப்பு நிறப் பழம்.', answer: 'ஆப்பிள்' },
          ],
        },
      ],
    };
    writeFileSync(join(dir, 'old.json'), JSON.stringify(contest));
    const old = readContestFiles(dir).contests[0]!;
    const rules = checkContest(old, ctx).map((f) => f.rule);
    expect(rules).toContain('doubled-consonant');
    expect(rules).toContain('misspelling-is-a-word');
    expect(checkContest(old, ctx).some((f) => f.rule === 'schema' && /more than one language/.test(f.message))).toBe(true);
  });
});
