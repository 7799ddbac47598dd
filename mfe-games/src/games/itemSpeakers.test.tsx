import type { ComponentType } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getBrowserSpeaker, READ_ALOUD_STORAGE_KEY, type GameId, type ReadAloudRequest, type Topic } from '@app/shared';
import { tamilAnimalsTopic } from './choice/testing/tamilAnimalsTopic';
import { renderGamePage } from './choice/testing/renderGamePage';
import { GroupGame } from './group/GroupGame';
import { JumbleGame } from './jumble/JumbleGame';
import { MatchGame } from './match/MatchGame';
import { PairGame } from './pair/PairGame';
import { ReformGame } from './reform/ReformGame';
import { StackGame } from './stack/StackGame';
import { gameRoutePage } from '../pages/GameRoutePage';

// Issue 26.1: "a speaker button on every question, instruction, option and feedback in every
// game …, in the language of the text". These are the games whose items are the options: each
// item a child joins, sorts into, orders or turns has a speaker of its own, beside it (never
// inside it), that reads that item in its own language; group reads the word picked, and reform
// and jumble what the child has built so far.
jest.setTimeout(30_000);

let said: ReadAloudRequest[] = [];
beforeEach(() => {
  said = [];
  localStorage.clear();
  // the games' speaker is the device's (no platform speaker in a game): one object, spied on
  jest.spyOn(getBrowserSpeaker(), 'speak').mockImplementation(async (request) => {
    said.push(request);
    return 'synthesis';
  });
});
afterEach(() => jest.restoreAllMocks());

/** Each test its own topic key: topics are cached by key for the session. */
const topicFor = (name: string, extra: Partial<Topic> = {}): Topic => ({
  ...tamilAnimalsTopic,
  year: 3,
  key: `${tamilAnimalsTopic.key}-speakers-${name}`,
  ...extra,
});

async function start(game: GameId, Game: ComponentType, topic: Topic) {
  const Page = gameRoutePage(game, Game);
  renderGamePage(<Page />, `/${game}`, topic);
  fireEvent.click(await screen.findByTestId('level-1'));
}

/** Clicks `speaker` and returns what it asked the device to say. */
function hear(speaker: HTMLElement): Pick<ReadAloudRequest, 'text' | 'language'> {
  said = [];
  fireEvent.click(speaker);
  expect(said).toHaveLength(1);
  return { text: said[0]!.text, language: said[0]!.language };
}

describe('a speaker on every item', () => {
  it('match: every word and every partner, each in its column’s language, beside its button', async () => {
    await start('match', MatchGame, topicFor('match'));
    for (const [side, language] of [
      ['left', 'ta'],
      ['right', 'en'],
    ] as const) {
      const items = screen.getAllByTestId(new RegExp(`^match-${side}-\\d+$`));
      expect(items.length).toBeGreaterThanOrEqual(4);
      for (const item of items) {
        const speaker = within(item.closest('li')!).getByTestId(`read-aloud-match-${side}`);
        expect(item.contains(speaker)).toBe(false);
        expect(hear(speaker)).toEqual({ text: item.querySelector('span')!.textContent, language });
      }
    }
  });

  it('group: the word picked (the question), read as it is picked, and every group name (the options)', async () => {
    await start('group', GroupGame, topicFor('group'));
    // nothing picked, nothing to read: picking a word is free, so a child taps one to hear it
    expect(screen.queryByTestId('read-aloud-group-word')).toBeNull();
    const words = screen.getAllByTestId('group-word');
    expect(words.length).toBeGreaterThanOrEqual(4);
    for (const word of words) {
      fireEvent.click(word);
      expect(hear(screen.getByTestId('read-aloud-group-word'))).toEqual({ text: word.textContent, language: 'ta' });
      fireEvent.click(word);
      expect(screen.queryByTestId('read-aloud-group-word')).toBeNull();
    }
    for (const bin of screen.getAllByTestId('group-bin')) {
      const speaker = within(bin.parentElement!).getByTestId('read-aloud-group-bin');
      expect(bin.contains(speaker)).toBe(false);
      expect(hear(speaker)).toEqual({ text: bin.dataset.group, language: 'ta' });
    }
  });

  it('group: with "always read aloud" on, a word is read by itself as it is picked', async () => {
    localStorage.setItem(READ_ALOUD_STORAGE_KEY, 'always');
    await start('group', GroupGame, topicFor('group-auto'));
    const word = screen.getAllByTestId('group-word')[1]!;
    said = [];
    fireEvent.click(word);
    await waitFor(() => expect(said.map((s) => s.text)).toContain(word.textContent));
  });

  it('stack: every piece, read as it stands after a move', async () => {
    await start('stack', StackGame, topicFor('stack'));
    const read = () => screen.getAllByTestId('order-piece').map((piece) => hear(within(piece.closest('li')!).getByTestId('read-aloud-piece')));
    const texts = () => screen.getAllByTestId('order-text').map((t) => ({ text: t.textContent, language: 'ta' }));
    expect(read()).toEqual(texts());
    fireEvent.keyDown(screen.getAllByTestId('order-piece')[1]!, { key: 'ArrowUp', altKey: true });
    expect(read()).toEqual(texts());
  });

  it('reform: the sentence in the order the child has built it, not the answer', async () => {
    await start('reform', ReformGame, topicFor('reform'));
    const built = () =>
      screen
        .getAllByTestId('order-text')
        .map((t) => t.textContent)
        .join(' ');
    const speaker = screen.getByTestId('read-aloud-sentence');
    expect(speaker).toHaveAccessibleName('Hear your sentence');
    expect(hear(speaker)).toEqual({ text: built(), language: 'ta' });
    const first = built();
    fireEvent.keyDown(screen.getAllByTestId('order-piece')[1]!, { key: 'ArrowLeft', altKey: true });
    expect(built()).not.toBe(first);
    expect(hear(speaker)).toEqual({ text: built(), language: 'ta' });
  });

  it('pair: a card says its word only once it is turned up; a picture has none', async () => {
    // no pictures, so every card has words: a word and its translation
    const topic = topicFor('pair', { items: tamilAnimalsTopic.items.map((i) => ({ ...i, image: undefined })) });
    await start('pair', PairGame, topic);
    expect(screen.queryAllByTestId('read-aloud-card')).toHaveLength(0);
    const card = screen.getAllByTestId('pair-card')[0]!;
    fireEvent.click(card);
    const speaker = within(card.closest('li')!).getByTestId('read-aloud-card');
    expect(card.contains(speaker)).toBe(false);
    const face = within(card).getByTestId('pair-face');
    expect(hear(speaker)).toEqual({ text: face.textContent, language: face.lang === 'ta' ? 'ta' : face.lang });
    expect(screen.getAllByTestId('read-aloud-card')).toHaveLength(1);
  });

  it('pair: picture cards turned up have no speaker (the picture is the prompt)', async () => {
    await start('pair', PairGame, topicFor('pair-pictures'));
    let pictures = 0;
    for (const card of screen.getAllByTestId('pair-card')) {
      fireEvent.click(card);
      if (!within(card).queryByTestId('pair-picture-name')) continue;
      pictures += 1;
      expect(within(card.closest('li')!).queryByTestId('read-aloud-card')).toBeNull();
    }
    expect(pictures).toBeGreaterThan(0);
  });

  it('jumble: the letters placed so far; nothing to hear before the first', async () => {
    await start('jumble', JumbleGame, topicFor('jumble'));
    const speaker = screen.getByTestId('read-aloud-built');
    expect(speaker).toHaveAccessibleName('Hear your word');
    expect(speaker).toBeDisabled();
    // easy words are two letters: one placed is a word begun, not yet judged
    const tile = screen.getAllByTestId('jumble-tile')[0]!;
    fireEvent.click(tile);
    expect(speaker).toBeEnabled();
    expect(hear(speaker)).toEqual({ text: tile.textContent, language: 'ta' });
  });
});
