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

  it('should keep the Solvallar contest (சொல்வல்லார்) the Malay word contest of SPEC.md §1, in all 15 levels', () => {
    expect(findings).toEqual([]);
    expect(solvallar.items).toHaveLength(120);
    expect(contestLanguage(solvallar)).toBe('bm');
  });

  it('should give every Solvallar spelling item three wrong choices and every choice item its answer among four', () => {
    for (const item of solvallar.items) {
      if (item.type === 'jumble') continue;
      expect(new Set(item.choices).size).toBe(4);
      expect(item.choices).toContain(item.answer);
    }
  });

  it('should find nothing to refuse in the Solvallar items', () => {
    expect(checkContest(solvallar, ctx)).toEqual([]);
  });

  const dir = mkdtempSync(join(tmpdir(), 'contests-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('should refuse what the review found in the old Malay items: doubled consonants, a real word as a wrong spelling, Indonesian and colloquial forms, mixed languages', () => {
    const contest = {
      key: 'Old',
      levels: [
        {
          items: [
            { type: 'spelling', prompt: 'Pilih ejaan yang betul.', choices: ['ruma', 'rummah', 'rumha', 'rumah'], answer: 'rumah' },
            { type: 'spelling', prompt: 'Pilih ejaan yang betul.', choices: ['marah', 'merah', 'merha'], answer: 'merah' },
            { type: 'meaning', prompt: "Apakah maksud 'rumah sakit'?", choices: ['asrama', 'hospital', 'pejabat', 'hotel'], answer: 'hospital' },
            { type: 'fill', prompt: 'Sikit-sikit, lama-lama jadi ____.', choices: ['sungai', 'batu', 'gunung', 'bukit'], answer: 'bukit' },
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
    const regional = checkContest(old, ctx).filter((f) => f.rule === 'regional-form');
    expect(regional.map((f) => f.item?.index)).toEqual([3, 4]);
    expect(regional.map((f) => f.message).join(' ')).toMatch(/"rumah sakit" is Indonesian.*"Sikit" is colloquial/);
    expect(checkContest(old, ctx).some((f) => f.rule === 'schema' && /more than one language/.test(f.message))).toBe(true);
  });
});
