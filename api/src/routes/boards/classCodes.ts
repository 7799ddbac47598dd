import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../http/httpError';
import { hitRateLimit } from '../../http/rateLimit';
import { insertClass } from './classRepository';

// no 0/O or 1/I: codes are read aloud and copied from a projector
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_ATTEMPTS = 8;
export const newClassCode = () => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Makes a class with a fresh join code, trying another code when one is taken; returns its id. */
export async function createClass(db: Queryable, teacherId: number, name: string): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const id = await insertClass(db, teacherId, name, newClassCode());
    if (id) return id;
  }
  throw badRequest('Could not make a class code. Please try again.', 'class_code_exhausted');
}

const TOO_MANY_TRIES = 'Too many class codes tried. Please wait a few minutes and check the code with your teacher.';
const TOO_MANY_TRIES_HERE = 'Too many class codes tried from this network. Please wait a few minutes.';

/** Class codes are short enough to type: guessing them must be slow, per pupil and per network. */
export async function countClassCodeTry(db: Queryable, userId: number, ip: string): Promise<void> {
  await hitRateLimit(db, `class-join:${userId}`, 10, 600, TOO_MANY_TRIES);
  await hitRateLimit(db, `class-join-ip:${ip}`, 120, 600, TOO_MANY_TRIES_HERE);
}
