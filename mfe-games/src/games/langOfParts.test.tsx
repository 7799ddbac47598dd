import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { topicSchema, type Topic } from '@app/shared';
import { GAME_LIST } from './gameList';
import { gameById } from './common/gameRegistry';
import { renderGamePage, startLevelByKeyboard } from './choice/testing/renderGamePage';
import { gameRoutePage } from '../pages/GameRoutePage';

// Issue 26, WCAG 3.1.2: in a Tamil UI with a Malay topic the board is tagged `ms` (its words are
// Malay) and the game's own Tamil text inside it (heading, instructions, labels, buttons, counts)
// tags itself `ta`, or TalkBack reads each in the other's voice. The two scripts tell the
// languages apart: Tamil letters must sit under `ta`, Latin letters alone under `ms`
// (or `en`, a translation).
jest.setTimeout(60_000);

const DIR = join(__dirname, '../../../api/content/topics/bm');
const MALAY: Topic[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => topicSchema.parse(JSON.parse(readFileSync(join(DIR, f), 'utf8'))));

/** The first bundled Malay topic the game can play (its hub would offer it). */
function malayTopicFor(id: string): Topic {
  const game = gameById(id as never);
  // no bundled Malay topic has recordings yet: the first one, each word with its own
  // (its own key: topics are cached by key for the session)
  if (id === 'audio') return { ...MALAY[0]!, key: 'pre-generated-test-bm-audio', items: MALAY[0]!.items.map((i) => ({ ...i, audio: `${i.word}.wav` })) };
  const topic = MALAY.find((t) => game && t.items.filter((i) => game.accepts(i)).length >= game.minItems && (game.playable?.(t) ?? true));
  if (!topic) throw new Error(`no bundled Malay topic plays ${id}`);
  return topic;
}

const TAMIL = /[\u0B80-\u0BFF]/u;
const LATIN = /[A-Za-z]/u;

/** Each text (and each name read aloud) in the game frame whose script is not the language it is tagged with. */
export function mistagged(root: Element): string[] {
  const wrong: string[] = [];
  const check = (text: string, el: Element, what: string) => {
    const lang = el.closest('[lang]')?.getAttribute('lang');
    // a Tamil sentence may quote a Malay word (a name in an attribute cannot be split)
    // Latin letters are the topic's Malay, or an English translation the game tags `en` (memory's cards)
    const want = TAMIL.test(text) ? ['ta'] : LATIN.test(text) ? ['ms', 'en'] : [lang];
    if (!want.includes(lang)) wrong.push(`${what} "${text.trim()}" is tagged ${lang}`);
    // one text of both scripts is a topic word quoted in the UI's sentence without its own tag
    else if (what === 'text' && TAMIL.test(text) && LATIN.test(text)) wrong.push(`text "${text.trim()}" mixes Tamil and Latin under one tag`);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.parentElement) check(n.nodeValue ?? '', n.parentElement, 'text');
  for (const el of root.querySelectorAll('[aria-label], [alt], [title], [placeholder], [aria-description]'))
    for (const a of ['aria-label', 'alt', 'title', 'placeholder', 'aria-description']) {
      const v = el.getAttribute(a);
      if (v) check(v, el, a);
    }
  return wrong;
}

async function gameComponent(id: string): Promise<ComponentType> {
  const entry = GAME_LIST.find((g) => g.id === id);
  if (!entry) throw new Error(id);
  return entry.load();
}

describe('a Malay topic under a Tamil UI: each text tagged by its own language (3.1.2)', () => {
  beforeEach(() => {
    // what the shell sets for a Tamil UI: the header and result screen inherit it
    document.documentElement.lang = 'ta';
  });
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('would catch Tamil text inside the Malay board and a Malay word outside it', () => {
    document.body.innerHTML = '<div lang="ms"><h2>சொல்லைத் தேர்ந்தெடு</h2><p>kucing</p></div><p>anjing</p>';
    expect(mistagged(document.body)).toEqual(['text "சொல்லைத் தேர்ந்தெடு" is tagged ms', 'text "anjing" is tagged ta']);
    document.body.innerHTML = '';
  });

  for (const { id } of GAME_LIST) {
    it(`${id}: the game's own text is Tamil, the topic's words Malay`, async () => {
      const topic = malayTopicFor(id);
      const Page = gameRoutePage(id, await gameComponent(id));
      const { user } = renderGamePage(<Page />, `/${id}`, topic, 'ta');
      await startLevelByKeyboard(user, 1);
      await screen.findByTestId('game-header');
      const board = await screen.findByTestId('game-board-language');
      expect(board).toHaveAttribute('lang', 'ms');
      // memory's cards show their words face up
      if (id === 'pair') await user.click(screen.getAllByTestId('pair-card')[0]!);
      // the board has both: Tamil text of the game's own, and Malay words of the topic
      await waitFor(() => expect(board.textContent).toMatch(LATIN));
      expect(board.textContent).toMatch(TAMIL);
      expect(mistagged(screen.getByTestId('game-frame'))).toEqual([]);
    });
  }
});
