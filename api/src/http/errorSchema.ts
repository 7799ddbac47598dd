import { z } from 'zod';

/**
 * The body of every error the api sends (app.ts's error handler): `{ code, message }`, where `code`
 * is stable for programs and `message` is for people. A few errors add fields (`retryAfterSeconds`
 * on a 429, `problems` on an invalid topic), so other fields pass through.
 */
export const errorSchema = z.looseObject({ code: z.string(), message: z.string() });

/** Added to every route's responses by app.ts, so /docs describes each route's failures too. */
export const errorResponses = { '4xx': errorSchema, '5xx': errorSchema } as const;
