import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canPlayTopic, GAME_IDS, GAME_SCORING, maxScore, topicSchema, type GameId, type Topic } from '@app/shared';
import { gameById, usableItems } from './common/gameRegistry';
import { LEVELS, type Level } from './common/levels';
import { createRng } from '@app/shared';
import { applyRoundMove, currentQuestion, type RoundState } from './choice/logic/questionRound';
import { generateChoiceRound } from './choice/logic/choiceQuestions';
import { generateBlankRound } from './blank/logic/blankQuestions';
import { generateErrorRound } from './error/logic/errorQuestions';
import { generatePictureRound } from './picture/logic/pictureQuestions';
import { generatePhraseRound } from './phrase/logic/phraseQuestions';
import { generateAudioRound } from './audio/logic/audioQuestions';
import { applyMatchMove, generateMatchBoard } from './match/logic/matchBoard';
import { applyJumbleMove, initialJumbleState, jumbleScore } from './jumble/logic/jumbleMoves';
import { buildJumbleRounds } from './jumble/logic/jumbleRounds';
import { applySpellMove, initialSpellState, spellScore } from './spell/logic/spellMoves';
import { buildSpellRounds } from './spell/logic/spellRounds';
import { applyGuessMove, guessScore, initialGuessState } from './guess/logic/guessMoves';
import { buildGuessRounds } from './guess/logic/guessRounds';
import { applySearchMove, initialSearchState, searchScore } from './search/logic/searchMoves';
import { buildSearchPuzzle } from './search/logic/buildSearchPuzzle';
import { placementCells } from './search/logic/wordSearchGrid';
import { applyCrossMove, crossScore, initialCrossState, wordCells } from './cross/logic/crossMoves';
import { buildCrossPuzzle } from './cross/logic/buildCrossPuzzle';
import { buildPairDeck, pairScore, startPairs, turnCard } from './pair/logic/pairDeck';
import { placeCard, startGroups } from './group/logic/groupRound';
import { buildMarkPassage, scoreMarks } from './mark/logic/markPassage';
import { applyOrderMove, rightPlaces, startOrder, type OrderRound } from './stack/logic/orderRounds';
import { buildStackRounds } from './stack/logic/stackRounds';
import { buildReformRounds } from './reform/logic/reformRounds';
import { applyChangeMove, startChange } from './change/logic/ladderMoves';
import { buildLadderRounds, CHANGE_LEVELS, placeToChange } from './change/logic/ladderRounds';
import { applyTileMove, pickTileWords, startTile } from './tile/logic/tileGame';

/**
 * Every game, played perfectly (every unit right at the first try, no hint) with its own logic on
 * real bundled topics, reports exactly the shared rule's `maxScore` for the units it played. A game
 * whose points change without the rule (shared/src/scoring/gameScoring.ts) fails here, and so would
 * the api's ceiling for its scores.
 */
const DIR = join(__dirname, '../../../api/content/topics/ta');
const TOPICS: Topic[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => topicSchema.parse(JSON.parse(readFileSync(join(DIR, f), 'utf8'))));

interface Played {
  score: number;
  units: number;
}

function answerAll<P>(round: RoundState<P>): Played {
  let state = round;
  for (let q = currentQuestion(state); q; q = currentQuestion(state)) {
    state =
      q.options.length > 0
        ? applyRoundMove(state, { type: 'choose', option: q.options.indexOf(q.answer) })
        : applyRoundMove(state, { type: 'type', text: q.answer });
    state = applyRoundMove(state, { type: 'next' });
  }
  return { score: state.score, units: round.questions.length };
}

function orderAll(rounds: OrderRound[], level: Level, seed: number): Played {
  const rng = createRng(seed);
  let state = startOrder(rounds, rng);
  while (!state.finished) {
    const round = state.rounds[state.current]!;
    for (let place = rightPlaces(state).indexOf(false); place >= 0; place = rightPlaces(state).indexOf(false)) {
      const from = state.order.findIndex((piece, i) => i > place && round.answer[piece] === round.answer[place]);
      [state] = applyOrderMove(state, { type: 'move', from, to: place }, level, rng);
    }
    [state] = applyOrderMove(state, { type: 'check' }, level, rng);
  }
  return { score: state.score, units: rounds.length };
}

const PERFECT: Record<GameId, (topic: Topic, level: Level, seed: number) => Played> = {
  choice: (t, l, s) => answerAll(generateChoiceRound(t, l, createRng(s))),
  blank: (t, l, s) => answerAll(generateBlankRound(t, l, createRng(s))),
  error: (t, l, s) => answerAll(generateErrorRound(t, l, createRng(s))),
  picture: (t, l, s) => answerAll(generatePictureRound(t, l, createRng(s))),
  phrase: (t, l, s) => answerAll(generatePhraseRound(t, l, createRng(s))),
  audio: (t, l, s) => answerAll(generateAudioRound(t, l, createRng(s))),
  match: (t, l, s) => {
    let state = generateMatchBoard(t, l, createRng(s))!;
    for (const p of state.pairs) state = applyMatchMove(applyMatchMove(state, { type: 'selectLeft', id: p.id }), { type: 'selectRight', id: p.id });
    return { score: state.score, units: state.pairs.length };
  },
  jumble: (t, l, s) => {
    const rounds = buildJumbleRounds(usableItems(gameById('jumble')!, t), l, createRng(s));
    let state = initialJumbleState();
    for (const r of rounds) for (const letter of r.letters) [state] = applyJumbleMove(rounds, state, { type: 'type', letter });
    return { score: jumbleScore(state.solved, l), units: rounds.length };
  },
  spell: (t, l, s) => {
    const rounds = buildSpellRounds(usableItems(gameById('spell')!, t), l, createRng(s));
    let state = initialSpellState();
    for (const r of rounds) [state] = applySpellMove(rounds, l, state, { type: 'submit', text: r.word });
    return { score: spellScore(state, l), units: rounds.length };
  },
  guess: (t, l, s) => {
    const rounds = buildGuessRounds(usableItems(gameById('guess')!, t), l, createRng(s));
    let state = initialGuessState(rounds, l);
    // every letter of the word, each a hit: no life lost
    rounds.forEach((r, i) => {
      for (const letter of r.letters) if (state.round === i) [state] = applyGuessMove(rounds, l, state, { type: 'letter', letter });
    });
    return { score: guessScore(state, l), units: rounds.length };
  },
  search: (t, l, s) => {
    const puzzle = buildSearchPuzzle(usableItems(gameById('search')!, t), l, createRng(s));
    let state = initialSearchState();
    for (const p of puzzle.placements) {
      const cells = placementCells(p);
      [state] = applySearchMove(puzzle, state, { type: 'select', from: cells[0]!, to: cells[cells.length - 1]! });
    }
    return { score: searchScore(state, l), units: puzzle.placements.length };
  },
  cross: (t, l, s) => {
    const puzzle = buildCrossPuzzle(usableItems(gameById('cross')!, t), l, createRng(s));
    let state = initialCrossState(puzzle, puzzle.given);
    for (const p of puzzle.placements) {
      const cells = wordCells(p).map(([row, col], k) => ({ row, col, letter: p.letters[k]! }));
      [state] = applyCrossMove(puzzle, state, { type: 'fill', cells, open: null }, puzzle.given);
    }
    return { score: crossScore(state, l), units: puzzle.placements.length };
  },
  pair: (t, l, s) => {
    let state = startPairs(buildPairDeck(t.items, t.language, l, createRng(s)));
    for (let pair = 0; pair < state.cards.length / 2; pair += 1) {
      for (const i of state.cards.flatMap((c, k) => (c.pair === pair ? [k] : []))) [state] = turnCard(state, i);
    }
    return { score: pairScore(state, l), units: state.cards.length / 2 };
  },
  group: (t, l, s) => {
    let state = startGroups(t.items, l, createRng(s));
    for (const card of state.cards) [state] = placeCard(state, card.word, card.group, l);
    return { score: state.score, units: state.cards.length };
  },
  mark: (t, l, s) => {
    const passage = buildMarkPassage(t.items, l, createRng(s));
    const targets = passage.sentences.flatMap((tokens, si) => tokens.flatMap((tok, ti) => (tok.target ? [`${si}:${ti}`] : [])));
    return { score: scoreMarks(passage, new Set(targets), l).score, units: targets.length };
  },
  stack: (t, l, s) => orderAll(buildStackRounds(t, l, createRng(s)).rounds, l, s + 1),
  reform: (t, l, s) => orderAll(buildReformRounds(t, l, createRng(s)), l, s + 1),
  change: (t, l, s) => {
    let state = startChange(buildLadderRounds(usableItems(gameById('change')!, t), l, createRng(s)), CHANGE_LEVELS[l].showPlace);
    while (!state.finished) {
      const round = state.rounds[state.current]!;
      const place = placeToChange(round, state.step);
      if (state.selected === null) [state] = applyChangeMove(state, { type: 'select', place }, l);
      [state] = applyChangeMove(state, { type: 'replace', letter: round.rungs[state.step + 1]![place]! }, l);
    }
    return { score: state.score, units: state.rounds.length };
  },
  tile: (t, l, s) => {
    let state = startTile(pickTileWords(usableItems(gameById('tile')!, t), l, createRng(s)));
    for (const w of state.words) [state] = applyTileMove(state, { type: 'guess', text: w.word }, l);
    return { score: state.score, units: state.words.length };
  },
};

describe('a perfect round scores exactly maxScore() of the shared scoring rule', () => {
  it('plays all 19 games', () => {
    expect(Object.keys(PERFECT).sort()).toEqual([...GAME_IDS].sort());
  });

  for (const game of GAME_IDS) {
    // the server adds speech to stored topics; the files on disk have none
    const withAudio = (t: Topic): Topic => (game === 'audio' ? { ...t, items: t.items.map((i) => ({ ...i, audio: i.audio ?? `ta-${i.word}` })) } : t);
    const topics = TOPICS.map(withAudio)
      .filter((t) => canPlayTopic(game, t))
      .slice(0, 2);
    it(`${game}: has bundled Tamil topics to play`, () => expect(topics.length).toBeGreaterThan(0));
    for (const topic of topics) {
      for (const level of LEVELS) {
        it(`${game} on ${topic.key}, level ${level}`, () => {
          const played = PERFECT[game](topic, level, 7);
          expect(played.units).toBeGreaterThan(0);
          expect(played.units).toBeLessThanOrEqual(GAME_SCORING[game].unitsPerRound[level]);
          expect(played.score).toBe(maxScore(game, { level, itemCount: played.units }));
        });
      }
    }
  }
});
