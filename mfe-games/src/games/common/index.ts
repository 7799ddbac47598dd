// The common game frame: what a game folder imports (README.md documents it).
export { GamePage } from './GamePage';
export { useGame, useGameHint, useRoundTotal, type GameApi, type FeedbackKind, type HintHandler } from './GameContext';
export { GameFeedback } from './FeedbackBanner';
export { useHasKeyboard } from './useHasKeyboard';
export { GAMES, gameById, gameByCategory, gamesForTopic, usableItems, isGridWord, type GameDefinition, type GameId } from './gameRegistry';
export { LEVELS, isLevel, type Level } from './levels';
export { createRng, randomSeed, shuffled, pickOne, type Rng } from '@app/shared';
export { restoreWith } from './progressState';
export type { GameTally, ItemReport, ReviewItem } from './gameSession';
export { default as gameStyles } from './GameFrame.module.css';
