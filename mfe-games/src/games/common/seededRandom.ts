// The seeded generator lives in @app/shared, where the api's topic generator uses the same one.
// The games (their logic modules included) keep importing it from here.
export { createRng, pickOne, randomSeed, shuffled, type Rng } from '@app/shared';
