// Fair scoring for every game: one pure rule used by the games, the frame and the api.
export * from './gameIds';
export * from './nearMiss';
export * from './gameScoring';
export * from './gameItems';
export * from './stars';
export * from './itemsScoreCeiling';
export * from './gameNames';
export * from './roundOutcome';
export * from './memoryTry';
