import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  accuracyPercent,
  canPlayTopic,
  createRng,
  GAME_SCORING,
  hintCost,
  itemTally,
  letters,
  maxScore,
  nearMissCredit,
  outcomePoints,
  roundOutcome,
  starsFor,
  topicSchema,
  type GameId,
  type Rng,
  type RoundItem,
  type Topic,
} from '@app/shared';
import { gameById, usableItems } from './common/gameRegistry';
import { LEVELS, type Level } from './common/levels';
import { generateAudioRound } from './audio/logic/audioQuestions';
import { generateBlankRound } from './blank/logic/blankQuestions';
import { applyChangeMove, startChange } from './change/logic/ladderMoves';
import { buildLadderRounds, CHANGE_LEVELS } from './change/logic/ladderRounds';
import { generateChoiceRound } from './choice/logic/choiceQuestions';
import { applyRoundMove, canHint, currentQuestion, revealedLetters, type RoundState } from './choice/logic/questionRound';
import { buildCrossPuzzle } from './cross/logic/buildCrossPuzzle';
import { applyCrossMove, cellKey, initialCrossState, isCrossDone, wordCells } from './cross/logic/crossMoves';
import { generateErrorRound } from './error/logic/errorQuestions';
import { placeCard, startGroups } from './group/logic/groupRound';
import { applyGuessMove, initialGuessState, isRevealed, wordMisses } from './guess/logic/guessMoves';
import { buildGuessRounds } from './guess/logic/guessRounds';
import { applyJumbleMove, initialJumbleState } from './jumble/logic/jumbleMoves';
import { buildJumbleRounds } from './jumble/logic/jumbleRounds';
import { buildMarkPassage, tokenVerdict } from './mark/logic/markPassage';
import { applyMatchMove, generateMatchBoard } from './match/logic/matchBoard';
import { buildPairDeck, hintPair, isJudged, judgedPairs, startPairs, turnCard, type PairState } from './pair/logic/pairDeck';
import { generatePhraseRound } from './phrase/logic/phraseQuestions';
import { generatePictureRound } from './picture/logic/pictureQuestions';
import { buildReformRounds } from './reform/logic/reformRounds';
import { buildSearchPuzzle } from './search/logic/buildSearchPuzzle';
import { searchGridShape } from './search/logic/wordSearchLevels';
import { applySearchMove, initialSearchState, isSearchDone } from './search/logic/searchMoves';
import { DIRECTIONS } from './search/logic/wordSearchGrid';
import { applySpellMove, initialSpellState } from './spell/logic/spellMoves';
import { buildSpellRounds } from './spell/logic/spellRounds';
import { applyOrderMove, rightPlaces, startOrder, type OrderRound } from './stack/logic/orderRounds';
import { buildStackRounds } from './stack/logic/stackRounds';
import { applyTileMove, pickTileWords, startTile, wordLength } from './tile/logic/tileGame';

/**
 * Issue 22.1 "Must show": a child who guesses, or who only presses the hint button, is never
 * praised. Every game's logic is played by a seeded random player and a hint-only player on every
 * bundled topic (Tamil, English, Malay) and every level; each round's items are recorded as the
 * game's component records them, and the frame's rule (`roundOutcome`, ADR 0022) judges them.
 *
 * A random player guesses among what the game offers (an option, a group, a card, a tile, a
 * letter of the word) and gives up where the game lets it (skip) after a few wrong tries; the
 * hint-only player presses the hint while it gives something and otherwise guesses like the
 * random one. A round that cannot be finished without knowing (a word search found by chance)
 * ends with no result, which is no score and no stars.
 *
 * Asserted for both players on every topic and level, over the sampled seeds: at most a quarter of
 * the maximum on average and one star in most rounds; and per game, three stars in at most one
 * random round in a hundred (a tiny round of two-option guesses can all come right by luck: a
 * teacher reads the habit) and never for the hint-only player.
 */
const ROOT = join(__dirname, '../../../api/content/topics');
const bundled: Topic[] = ['ta', 'en', 'bm'].flatMap((lang) => {
  const dir = join(ROOT, lang);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => topicSchema.parse(JSON.parse(readFileSync(join(dir, f), 'utf8'))));
});
/**
 * The topics a game is played on: every bundled one it can play. No bundled topic has recordings
 * yet, so audio is played on the bundled topics with each word as its own recording's name (the
 * game never hears the sound; it offers the words).
 */
function topicsFor(game: GameId): Topic[] {
  const playable = bundled.filter((t) => canPlayTopic(game, t));
  if (playable.length > 0 || game !== 'audio') return playable;
  return bundled.map((t) => ({ ...t, items: t.items.map((i) => ({ ...i, audio: i.audio ?? i.word })) })).filter((t) => canPlayTopic(game, t));
}
/**
 * Seeds sampled per topic and level: eight, so a lucky round does not pass for a habit; fewer where
 * building or judging a round is slow and guessing cannot get lucky (the crossword's layout search,
 * the word search's grid, tile's rows, typed answers that a guess never spells).
 */
const SEEDS = [11, 23, 37, 41, 59, 61, 73, 89];
const FEWER: Partial<Record<GameId, number>> = { cross: 1, search: 3, tile: 2, blank: 4, audio: 4, jumble: 4, spell: 4, mark: 5 };
const seedsFor = (game: GameId) => SEEDS.slice(0, FEWER[game] ?? SEEDS.length);
type Player = 'random' | 'hints';

interface Played {
  items: RoundItem[];
  units: number;
  /** false when the player could not end the round (it quits: no result) */
  finished: boolean;
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const item = (outcome: RoundItem['outcome'], wrongTries = 0, hints = 0): RoundItem => ({ outcome, wrongTries, hints });
const MAX_MOVES = 4000;
/** Games whose every round (not only their habit) is bounded: memory and match on every level. */
const PER_ROUND: GameId[] = ['pair', 'match'];

/** choice, picture, error, blank, audio, phrase: one answer a question (useQuestionRound records it). */
function playQuestions<P>(state: RoundState<P>, player: Player, rng: Rng, others: readonly string[]): Played {
  const items: RoundItem[] = [];
  let s = state;
  for (let n = 0; n < MAX_MOVES && !s.finished; n++) {
    const q = currentQuestion(s)!;
    if (player === 'hints' && canHint(s)) {
      s = applyRoundMove(s, { type: 'hint' });
      continue;
    }
    const open = q.options.map((_, i) => i).filter((i) => !s.removed.includes(i));
    const before = s;
    s =
      q.options.length > 0
        ? applyRoundMove(s, { type: 'choose', option: pick(rng, open) })
        : applyRoundMove(s, { type: 'type', text: player === 'hints' ? revealedLetters(s).join('') || pick(rng, others) : pick(rng, others) });
    const answered = s.feedback;
    if (answered && !before.feedback) items.push(item(answered.verdict, 0, answered.hints));
    s = applyRoundMove(s, { type: 'next' });
  }
  return { items, units: state.questions.length, finished: s.finished };
}

const questionRounds: Partial<Record<GameId, (topic: Topic, level: Level, rng: Rng) => RoundState<unknown>>> = {
  choice: generateChoiceRound,
  picture: generatePictureRound,
  error: generateErrorRound,
  blank: generateBlankRound,
  audio: generateAudioRound,
  phrase: generatePhraseRound,
};

/** The letters a child could press: every letter of the topic's words. */
const topicLetters = (topic: Topic) => [...new Set(topic.items.flatMap((i) => letters(i.word)))];

function playGroup(topic: Topic, level: Level, seed: number, player: Player, rng: Rng): Played {
  let s = startGroups(topic.items, level, createRng(seed));
  const items: RoundItem[] = [];
  for (let n = 0; n < MAX_MOVES && !s.finished; n++) {
    const card = pick(
      rng,
      s.cards.filter((c) => !s.placed[c.word]),
    );
    // the hint names the card's group
    const group = player === 'hints' ? card.group : pick(rng, s.groups);
    const [next, outcome] = placeCard(s, card.word, group, level);
    if (outcome === 'right') items.push(item('right', s.wrongs?.[card.word] ?? 0, player === 'hints' ? 1 : 0));
    s = next;
  }
  return { items, units: s.cards.length, finished: s.finished };
}

/** A perfect memory's move: take a known pair, else a new card (and its partner when it is known). */
function perfectCard(s: PairState, rng: Rng): number {
  const seen = s.seen ?? [];
  const down = s.cards.map((_, i) => i).filter((i) => !s.matched.includes(i) && !(s.open.length === 1 && s.open[0] === i));
  const knownPartner = (i: number) => down.find((j) => j !== i && s.cards[j]!.pair === s.cards[i]!.pair && seen.includes(j));
  if (s.open.length === 1)
    return (
      knownPartner(s.open[0]!) ??
      pick(
        rng,
        down.filter((i) => !seen.includes(i)),
      )
    );
  const known = down.find((i) => seen.includes(i) && knownPartner(i) !== undefined);
  return (
    known ??
    pick(
      rng,
      down.filter((i) => !seen.includes(i)),
    )
  );
}

function playPair(topic: Topic, level: Level, seed: number, player: Player | 'perfect', rng: Rng): Played {
  let s = startPairs(buildPairDeck(topic.items, topic.language, level, createRng(seed)));
  const items: RoundItem[] = [];
  const hintsOn: Record<number, number> = {};
  const record = (st: PairState, pair: number) => items.push(item('right', st.slips?.[String(pair)] ?? 0, hintsOn[pair] ?? 0));
  for (let n = 0; n < MAX_MOVES && !s.finished; n++) {
    const down = s.cards.map((_, i) => i).filter((i) => !s.matched.includes(i) && !(s.open.length === 1 && s.open[0] === i));
    let index = player === 'perfect' ? perfectCard(s, rng) : pick(rng, down);
    if (player === 'hints' && s.open.length === 1) {
      // the hint names where the open card's partner is (PairGame marks the pair hinted)
      const pair = s.cards[s.open[0]!]!.pair;
      index = s.cards.findIndex((c, j) => j !== s.open[0] && c.pair === pair);
      hintsOn[pair] = 1;
      s = hintPair(s, pair);
    }
    const [next, outcome] = turnCard(s, index);
    // as PairGame records: a pair memory found or a hint showed; every pair if none had to be remembered
    if (outcome === 'match') {
      const pair = next.cards[index]!.pair;
      if (isJudged(next, pair)) record(next, pair);
      else if (next.finished && judgedPairs(next).every((p) => !isJudged(next, p))) judgedPairs(next).forEach((p) => record(next, p));
    }
    s = next;
  }
  return { items, units: judgedPairs(s).length, finished: s.finished };
}

function playMatch(topic: Topic, level: Level, seed: number, player: Player, rng: Rng): Played {
  let s = generateMatchBoard(topic, level, createRng(seed));
  if (!s) return { items: [], units: 0, finished: false };
  const items: RoundItem[] = [];
  for (let n = 0; n < MAX_MOVES && !s.finished; n++) {
    const before = s;
    const open = s.pairs.filter((p) => !s!.matched.includes(p.id)).map((p) => p.id);
    if (player === 'hints') s = applyMatchMove(s, { type: 'hint' });
    else s = applyMatchMove(applyMatchMove(s, { type: 'selectLeft', id: pick(rng, open) }), { type: 'selectRight', id: pick(rng, open) });
    for (const id of s.matched.filter((m) => !before.matched.includes(m)))
      items.push(item('right', before.wrongTries[String(id)] ?? 0, player === 'hints' ? 1 : 0));
  }
  return { items, units: s.pairs.length, finished: s.finished };
}

function playJumble(topic: Topic, level: Level, seed: number, player: Player, rng: Rng): Played {
  const rounds = buildJumbleRounds(usableItems(gameById('jumble')!, topic), level, createRng(seed));
  let s = initialJumbleState();
  const items: RoundItem[] = [];
  let hints = 0;
  for (let n = 0; n < MAX_MOVES && !s.done; n++) {
    const r = rounds[s.round]!;
    let move: Parameters<typeof applyJumbleMove>[2];
    if (player === 'hints') move = { type: 'hint' };
    else if ((s.wrongThisRound ?? 0) >= 3) move = { type: 'skip' };
    else
      move = {
        type: 'pick',
        tile: pick(
          rng,
          r.tiles.map((_, i) => i).filter((i) => !s.picked.includes(i)),
        ),
      };
    if (move.type === 'hint') hints += 1;
    const [next, outcome] = applyJumbleMove(rounds, s, move);
    if (outcome === 'correct' || outcome === 'skipped') {
      items.push(item(outcome === 'correct' ? 'right' : 'skipped', s.wrongThisRound ?? 0, hints));
      hints = 0;
    }
    s = next;
  }
  return { items, units: rounds.length, finished: s.done };
}

function playSpell(topic: Topic, level: Level, seed: number, player: Player, rng: Rng): Played {
  const rounds = buildSpellRounds(usableItems(gameById('spell')!, topic), level, createRng(seed));
  const pool = topicLetters(topic);
  let s = initialSpellState();
  const items: RoundItem[] = [];
  let hints = 0;
  for (let n = 0; n < MAX_MOVES && !s.done; n++) {
    const r = rounds[s.round]!;
    let move: Parameters<typeof applySpellMove>[3];
    if (s.typed.length >= r.letters.length) move = { type: 'submit' };
    else if (player === 'hints') move = { type: 'hint' };
    else move = { type: 'letter', letter: pick(rng, rng() < 0.5 ? r.letters : pool) };
    if (move.type === 'hint') hints += 1;
    const [next, outcome] = applySpellMove(rounds, level, s, move);
    if (outcome === 'exact' || outcome === 'near' || outcome === 'missed') {
      items.push(item(outcome === 'exact' ? 'right' : outcome === 'near' ? 'near' : 'wrong', s.triesThisWord + (outcome === 'missed' ? 1 : 0), hints));
      hints = 0;
    }
    s = next;
  }
  return { items, units: rounds.length, finished: s.done };
}

function playGuess(topic: Topic, level: Level, seed: number, player: Player, rng: Rng): Played {
  const rounds = buildGuessRounds(usableItems(gameById('guess')!, topic), level, createRng(seed));
  const pool = topicLetters(topic);
  let s = initialGuessState(rounds, level);
  const items: RoundItem[] = [];
  let hints = 0;
  for (let n = 0; n < MAX_MOVES && !s.done; n++) {
    const r = rounds[s.round]!;
    const hidden = r.letters.filter((l) => !isRevealed(l, s.guessed));
    const fresh = pool.filter((l) => !isRevealed(l, s.guessed));
    const move: Parameters<typeof applyGuessMove>[3] =
      player === 'hints' ? { type: 'reveal' } : { type: 'letter', letter: pick(rng, fresh.length ? fresh : hidden) };
    if (move.type === 'reveal') hints += 1;
    const [next, outcome] = applyGuessMove(rounds, level, s, move);
    if (outcome === 'solved' || outcome === 'lost') {
      items.push(item(outcome === 'solved' ? 'right' : 'wrong', wordMisses(s, level) + (outcome === 'lost' ? 1 : 0), hints));
      hints = 0;
    }
    s = next;
  }
  return { items, units: rounds.length, finished: s.done };
}

function playTile(topic: Topic, level: Level, seed: number, player: Player, rng: Rng): Played {
  const words = pickTileWords(usableItems(gameById('tile')!, topic), level, createRng(seed));
  const pool = topicLetters(topic);
  let s = startTile(words);
  const items: RoundItem[] = [];
  // the hint shows the clue where the level hides it; it cannot type the word
  const hints = player === 'hints' && level > 1 ? 1 : 0;
  for (let n = 0; n < MAX_MOVES && !s.finished; n++) {
    const guess = Array.from({ length: wordLength(s) }, () => pick(rng, pool)).join('');
    const [next, outcome] = applyTileMove(s, { type: 'guess', text: guess }, level);
    if (outcome === 'solved' || outcome === 'failed')
      items.push(item(outcome === 'solved' ? 'right' : 'wrong', s.guesses.length + (outcome === 'failed' ? 1 : 0), hints));
    s = next;
  }
  return { items, units: words.length, finished: s.finished };
}

function playChange(topic: Topic, level: Level, seed: number, player: Player, rng: Rng): Played {
  const rounds = buildLadderRounds(usableItems(gameById('change')!, topic), level, createRng(seed));
  let s = startChange(rounds, CHANGE_LEVELS[level].showPlace);
  const items: RoundItem[] = [];
  let hints = 0;
  for (let n = 0; n < MAX_MOVES && !s.finished; n++) {
    const round = s.rounds[s.current]!;
    let move: Parameters<typeof applyChangeMove>[1];
    if (player === 'hints') move = { type: 'hint' };
    else if (s.mistakes >= 6) move = { type: 'skip' };
    else if (s.selected === null) move = { type: 'select', place: Math.floor(rng() * (round.rungs[s.step]?.length ?? 1)) };
    else move = { type: 'replace', letter: pick(rng, round.options[s.step] ?? ['']) };
    if (move.type === 'hint') hints += 1;
    const [next, outcome] = applyChangeMove(s, move, level);
    if (outcome === 'none') break;
    if (next.results.length > s.results.length) {
      const result = next.results.at(-1)!;
      items.push(item(result === 'near' ? 'right' : result, s.mistakes, hints));
      hints = 0;
    }
    s = next;
  }
  return { items, units: rounds.length, finished: s.finished };
}

const passages = new Map<string, ReturnType<typeof buildMarkPassage>>();
function playMark(topic: Topic, level: Level, seed: number, player: Player, rng: Rng): Played {
  const key = `${topic.key} ${level} ${seed}`;
  const passage = passages.get(key) ?? buildMarkPassage(topic.items, level, createRng(seed));
  passages.set(key, passage);
  const tokens = passage.sentences.flatMap((toks, s) => toks.map((tok, i) => ({ tok, key: `${s}:${i}`, s })));
  const targets = tokens.filter((t) => t.tok.target);
  // the random player taps as many words as there are to find; the hint-only one taps the words the hints name
  const marked = new Set(player === 'hints' ? targets.map((t) => t.key) : Array.from({ length: targets.length }, () => pick(rng, tokens).key));
  const wrongIn = (s: number) => tokens.filter((t) => t.s === s && tokenVerdict(t.tok, marked.has(t.key)) === 'wrong').length;
  const items = targets.map((t) => item(marked.has(t.key) ? 'right' : 'wrong', wrongIn(t.s), player === 'hints' ? 1 : 0));
  passage.sentences.forEach((_, s) => {
    if (!targets.some((t) => t.s === s) && wrongIn(s) > 0) items.push(item('wrong', wrongIn(s)));
  });
  return { items, units: targets.length, finished: true };
}

function playSearch(topic: Topic, level: Level, seed: number, player: Player, rng: Rng): Played {
  // the grid a 360 px phone plays (318 px for it): a Tamil one is taller than wide
  const puzzle = buildSearchPuzzle(usableItems(gameById('search')!, topic), level, createRng(seed), searchGridShape(level, 318, topic.language));
  let s = initialSearchState();
  const items: RoundItem[] = [];
  for (let n = 0; n < 300 && !isSearchDone(puzzle, s); n++) {
    const missing = puzzle.placements.findIndex((_, i) => !s.found.includes(i));
    const p = puzzle.placements[missing]!;
    // the hint shows where the word starts: from there the player tries a direction and length
    const from = player === 'hints' ? p.start : { row: Math.floor(rng() * puzzle.rows), col: Math.floor(rng() * puzzle.cols) };
    const d = pick(rng, DIRECTIONS);
    const len = player === 'hints' ? p.letters.length : 2 + Math.floor(rng() * 5);
    const to = { row: from.row + d.dr * (len - 1), col: from.col + d.dc * (len - 1) };
    if (to.row < 0 || to.col < 0 || to.row >= puzzle.rows || to.col >= puzzle.cols) continue;
    const [next, outcome] = applySearchMove(puzzle, s, { type: 'select', from, to });
    if (outcome.kind === 'found') items.push(item('right', s.missesSinceFound ?? 0, player === 'hints' ? 1 : 0));
    s = next;
  }
  return { items, units: puzzle.placements.length, finished: isSearchDone(puzzle, s) };
}

const crossPuzzles = new Map<string, ReturnType<typeof buildCrossPuzzle>>();
function playCross(topic: Topic, level: Level, seed: number, player: Player, rng: Rng): Played {
  const key = `${topic.key} ${level} ${seed}`;
  const puzzle = crossPuzzles.get(key) ?? buildCrossPuzzle(usableItems(gameById('cross')!, topic), level, createRng(seed));
  crossPuzzles.set(key, puzzle);
  const pool = topicLetters(topic);
  let s = initialCrossState(puzzle, puzzle.given);
  const items: RoundItem[] = [];
  for (let n = 0; n < 400 && !isCrossDone(puzzle, s); n++) {
    const w = puzzle.placements.findIndex((_, i) => !s.solved.includes(i));
    const cells = wordCells(puzzle.placements[w]!);
    let next: typeof s;
    let outcome: ReturnType<typeof applyCrossMove>[1];
    if (player === 'hints') {
      const target = cells.find(([r, c]) => s.entries[cellKey(r, c)] !== puzzle.cells[r]![c]) ?? cells[0]!;
      [next, outcome] = applyCrossMove(puzzle, s, { type: 'reveal', row: target[0], col: target[1] }, puzzle.given);
    } else {
      const fill = cells.map(([row, col]) => ({ row, col, letter: pick(rng, pool) }));
      [next, outcome] = applyCrossMove(puzzle, s, { type: 'fill', cells: fill, open: null }, puzzle.given);
    }
    if (outcome.kind === 'solved') for (const i of outcome.words) items.push(item('right', next.wrongWords?.[String(i)] ?? 0, next.hinted.includes(i) ? 1 : 0));
    s = next;
  }
  return { items, units: puzzle.placements.length, finished: isCrossDone(puzzle, s) };
}

function playOrder(rounds: OrderRound[], level: Level, seed: number, player: Player, rng: Rng): Played {
  const orderRng = createRng(seed + 1);
  let s = startOrder(rounds, orderRng);
  const items: RoundItem[] = [];
  let hints = 0;
  for (let n = 0; n < MAX_MOVES && !s.finished; n++) {
    const round = s.rounds[s.current]!;
    const place = rightPlaces(s).findIndex((ok) => !ok);
    let move: Parameters<typeof applyOrderMove>[1];
    if (player === 'hints' && place >= 0) {
      hints += 1;
      move = { type: 'move', from: s.order.findIndex((piece, i) => i > place && round.answer[piece] === round.answer[place]), to: place };
    } else if (s.checks >= 3) move = { type: 'skip' };
    else if (rng() < 0.5 && s.order.length > 1) move = { type: 'move', from: Math.floor(rng() * s.order.length), to: Math.floor(rng() * s.order.length) };
    else move = { type: 'check' };
    const [next, outcome] = applyOrderMove(s, move, level, orderRng);
    if (outcome === 'right' || outcome === 'skipped') {
      items.push(item(outcome === 'right' ? 'right' : 'skipped', s.checks, hints));
      hints = 0;
    }
    s = next;
  }
  return { items, units: rounds.length, finished: s.finished };
}

function play(game: GameId, topic: Topic, level: Level, seed: number, player: Player): Played {
  const rng = createRng(seed * 7919 + level);
  const make = questionRounds[game];
  if (make) {
    const others = topic.items.map((i) => i.word);
    return playQuestions({ ...make(topic, level, createRng(seed)), nearMiss: nearMissCredit(game, level) }, player, rng, others);
  }
  switch (game) {
    case 'group':
      return playGroup(topic, level, seed, player, rng);
    case 'pair':
      return playPair(topic, level, seed, player, rng);
    case 'match':
      return playMatch(topic, level, seed, player, rng);
    case 'jumble':
      return playJumble(topic, level, seed, player, rng);
    case 'spell':
      return playSpell(topic, level, seed, player, rng);
    case 'guess':
      return playGuess(topic, level, seed, player, rng);
    case 'tile':
      return playTile(topic, level, seed, player, rng);
    case 'change':
      return playChange(topic, level, seed, player, rng);
    case 'mark':
      return playMark(topic, level, seed, player, rng);
    case 'search':
      return playSearch(topic, level, seed, player, rng);
    case 'cross':
      return playCross(topic, level, seed, player, rng);
    case 'stack':
      return playOrder(buildStackRounds(topic, level, createRng(seed)).rounds, level, seed, player, rng);
    case 'reform':
      return playOrder(buildReformRounds(topic, level, createRng(seed)), level, seed, player, rng);
    default:
      throw new Error(`no player for ${game}`);
  }
}

const GAMES: GameId[] = [
  'choice',
  'picture',
  'error',
  'blank',
  'audio',
  'phrase',
  'match',
  'jumble',
  'spell',
  'guess',
  'search',
  'cross',
  'tile',
  'change',
  'pair',
  'group',
  'mark',
  'stack',
  'reform',
];

/**
 * FAIR_BEFORE=1 (with FAIR_FIGURES=1) judges the same plays by the rule before ADR 0022, for the
 * issue's closing note: points for right and near items less every hint's price, accuracy counting
 * a right answer after wrong tries as right, stars from accuracy alone. Never asserted on.
 */
function judgedBefore(game: GameId, level: Level, p: Played): { stars: number; percent: number } {
  const full = GAME_SCORING[game].pointsPerUnit(level);
  const max = maxScore(game, { level, itemCount: p.units });
  const earned = p.items.reduce((sum, i) => sum + outcomePoints(i.outcome, full), 0);
  const score = Math.max(0, earned - p.items.reduce((sum, i) => sum + i.hints, 0) * hintCost(game, level));
  const stars = starsFor({ accuracy: accuracyPercent(itemTally(p.items)), durationMs: 0, parMs: 1 });
  return { stars, percent: max > 0 ? (100 * Math.min(score, max)) / max : 0 };
}

/** A round's stars and share of the maximum; a round the player could not end has none. */
function judged(game: GameId, level: Level, p: Played): { stars: number; percent: number } {
  if (!p.finished) return { stars: 0, percent: 0 };
  if (process.env.FAIR_BEFORE) return judgedBefore(game, level, p);
  const r = roundOutcome(game, level, p.items, { units: p.units });
  return { stars: r.stars, percent: r.maxScore > 0 ? (100 * r.score) / r.maxScore : 0 };
}

/** FAIR_FIGURES=1 prints each game's mean figures (for the closing note), never asserted on. */
const figures: Record<string, { random: number[]; randomStars: number[]; hints: number[]; hintStars: number[] }> = {};
afterAll(() => {
  if (!process.env.FAIR_FIGURES) return;
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const rows = Object.entries(figures).map(
    ([game, f]) =>
      `${game}: random ${mean(f.random).toFixed(1)} % (max ${Math.max(...f.random).toFixed(0)} %), ${mean(f.randomStars).toFixed(2)}★ (max ${Math.max(...f.randomStars)}); hints ${mean(f.hints).toFixed(1)} % (max ${Math.max(...f.hints).toFixed(0)} %), ${mean(f.hintStars).toFixed(2)}★`,
  );
  process.stdout.write(`${rows.join('\n')}\n`);
});

describe('fair stars: guessing and pressing only the hint are never praised (issue 22.1)', () => {
  it('should find the bundled topics of every language', () => {
    expect(bundled.length).toBeGreaterThan(50);
    expect(new Set(bundled.map((t) => t.language))).toEqual(new Set(['ta', 'en', 'bm']));
  });

  for (const game of GAMES) {
    it(`${game}: random and hint-only players earn at most one star and a quarter of the maximum on every topic and level`, () => {
      let rounds = 0;
      const threeStars = { random: 0, hints: 0 };
      const played = { random: 0, hints: 0 };
      const lucky: string[] = [];
      for (const topic of topicsFor(game)) {
        for (const level of LEVELS) {
          const random = seedsFor(game).map((seed) => judged(game, level, play(game, topic, level, seed, 'random')));
          const hints = seedsFor(game).map((seed) => judged(game, level, play(game, topic, level, seed, 'hints')));
          const f = (figures[game] ??= { random: [], randomStars: [], hints: [], hintStars: [] });
          f.random.push(...random.map((r) => r.percent));
          f.randomStars.push(...random.map((r) => r.stars));
          f.hints.push(...hints.map((r) => r.percent));
          f.hintStars.push(...hints.map((r) => r.stars));
          for (const [player, runs] of [
            ['random', random],
            ['hints', hints],
          ] as const) {
            const where = `${game} ${topic.key} level ${level} ${player}`;
            // the habit: at most a quarter of the maximum on average, and one star in most rounds
            const percent = runs.reduce((a, r) => a + r.percent, 0) / runs.length;
            const median = [...runs.map((r) => r.stars)].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
            // the old rule's figures are printed, not asserted (they fail: that is the issue)
            if (!process.env.FAIR_BEFORE) expect({ where, percent: Math.min(percent, 25), median: Math.min(median, 1) }).toEqual({ where, percent, median });
            threeStars[player] += runs.filter((r) => r.stars === 3).length;
            runs.forEach((r, i) => {
              if (r.stars > 1 || r.percent > 25) lucky.push(`${where} seed ${seedsFor(game)[i]}: ${r.stars}★ ${r.percent.toFixed(0)} %`);
            });
            played[player] += runs.length;
          }
          rounds += 1;
        }
      }
      // pair and match on every level: each round, not only the habit (issue 22: a four-pair round was
      // luck). A round on a seven-word topic (five pairs on easy) whose one remembered pair was
      // turned by chance is a perfect memory's round too: at most one such round in 500
      const allRuns = played.random + played.hints;
      if (PER_ROUND.includes(game)) expect({ game, luckyRounds: lucky.slice(Math.floor(allRuns / 500)) }).toEqual({ game, luckyRounds: [] });
      // every game is played on some topic: a game no topic feeds would pass without being tested
      expect(rounds).toBeGreaterThan(0);
      // three stars by luck: a tiny round of two-option questions all guessed right, never a habit
      if (process.env.FAIR_BEFORE) return;
      expect({ game, threeStars: Math.min(threeStars.random, Math.floor(played.random / 100)) }).toEqual({ game, threeStars: threeStars.random });
      expect({ game, threeStarsFromHints: threeStars.hints }).toEqual({ game, threeStarsFromHints: 0 });
    });
  }

  it('pair: a perfect memory earns three stars and the maximum in every round on every topic and level', () => {
    const short: string[] = [];
    let rounds = 0;
    for (const topic of topicsFor('pair'))
      for (const level of LEVELS)
        for (const seed of SEEDS) {
          const p = playPair(topic, level, seed, 'perfect', createRng(seed * 7919 + level));
          const r = roundOutcome('pair', level, p.items, { units: p.units });
          rounds += 1;
          if (!p.finished || r.stars !== 3 || r.score !== r.maxScore)
            short.push(`${topic.key} level ${level} seed ${seed}: ${r.stars}★ ${r.score}/${r.maxScore}`);
        }
    expect(rounds).toBeGreaterThan(0);
    expect(short).toEqual([]);
  });
});
