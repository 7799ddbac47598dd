/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { gradeContestSubmission } from '../contest/gradeContestSubmission';
import type { LevelAccessDenial } from '../contest/levelAccess';
import { LANGUAGES } from '../i18n/language';
import type { MykadErrorCode } from '../mykad/mykad';
import type { ParentConsentProblem } from '../privacy/parentConsent';
import { API_ERROR_CODES, API_ERROR_MESSAGES, type ApiErrorCode } from './apiErrorMessages';
import { scanApiErrorCodes } from './scanApiErrorCodes';

const API_SRC = resolve(__dirname, '../../../api/src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
const scan = scanApiErrorCodes(sourceFiles(API_SRC).map((path) => ({ path: relative(API_SRC, path), text: readFileSync(path, 'utf8') })));

/**
 * Where the api sends a code it did not write as a literal, and why every code it can hold has
 * words: a new kind of source fails the test until someone says here where its codes come from.
 */
const DYNAMIC_SOURCES: Record<string, string> = {
  'error.code': 'the error handler sends on an HttpError: its code is one of the literals found',
  '(error as { code?: string }).code': 'Fastify’s own 4xx codes (FST_…): worded by HTTP status',
  'parsed.code': 'MyKad validation: MykadErrorCode, checked by type below',
  'mykad.code': 'MyKad validation: MykadErrorCode, checked by type below',
  'access.code': 'contest level access: LevelAccessDenial, checked by type below',
  'graded.code': 'contest grading: gradeContestSubmission’s codes, checked by type below',
  'outcome.code': 'test-card outcomes: their literal codes are found in paymentProviders.ts',
  "problem === 'consent_not_given' ? 'parent_consent_required' : problem": 'parent consent: ParentConsentProblem, checked by type below',
};

// Codes the api takes from shared rules: the compiler refuses this file when one has no words.
type SharedRuleCode =
  | MykadErrorCode
  | Exclude<ParentConsentProblem, 'consent_not_given'>
  | LevelAccessDenial
  | Extract<ReturnType<typeof gradeContestSubmission>, { ok: false }>['code'];
const SHARED_RULE_CODES = [
  'mykad_format',
  'mykad_date',
  'mykad_place_of_birth',
  'consent_name',
  'consent_contact',
  'consent_notice',
  'not_logged_in',
  'contest_not_started',
  'contest_ended',
  'payment_required',
  'level_completed',
  'too_many_answers',
  'implausible_score',
  'score_mismatch',
] as const satisfies readonly (SharedRuleCode & ApiErrorCode)[];
const everySharedRuleCodeListed: [Exclude<SharedRuleCode, (typeof SHARED_RULE_CODES)[number]>] extends [never] ? true : never = true;

describe('every error code the api can send has words in Tamil, English and Malay', () => {
  it('finds the codes in the api source (the scan works)', () => {
    expect(everySharedRuleCodeListed).toBe(true);
    for (const known of ['invalid_coupon', 'rate_limited', 'internal_error', 'invalid_request', 'bad_request', 'invalid_email', 'card_declined', 'not_found']) {
      expect(scan.codes).toContain(known);
    }
  });

  it.each([...scan.codes].sort())('the api sends %s, and it has a text', (code) => {
    expect(API_ERROR_CODES).toContain(code);
  });

  it.each(SHARED_RULE_CODES)('the api sends %s from a shared rule, and it has a text', (code) => {
    expect(API_ERROR_CODES).toContain(code);
  });

  it('knows where every code that is not written as a literal comes from', () => {
    const unexplained = [...scan.dynamic].filter((source) => !(source.slice(source.indexOf(': ') + 2) in DYNAMIC_SOURCES));
    expect(unexplained).toEqual([]);
  });

  it.each(LANGUAGES)('in %s, every code and every kind of failure has a non-empty text with the same {{placeholders}} as English', (language) => {
    const { codes, kinds } = API_ERROR_MESSAGES[language];
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const code of API_ERROR_CODES) {
      expect(codes[code].trim()).not.toBe('');
      expect(placeholders(codes[code])).toEqual(placeholders(API_ERROR_MESSAGES.en.codes[code]));
    }
    for (const text of Object.values(kinds)) expect(text.trim()).not.toBe('');
  });

  it('says everything to a Tamil reader in Tamil, never in the English of the server', () => {
    const { codes, kinds } = API_ERROR_MESSAGES.ta;
    const notTamil = [...Object.entries(codes), ...Object.entries(kinds)].filter(([, text]) => !/[\u0B80-\u0BFF]/.test(text));
    expect(notTamil).toEqual([]);
  });

  it('says everything to a Malay reader in Malay, not in English', () => {
    const same = API_ERROR_CODES.filter((code) => API_ERROR_MESSAGES.bm.codes[code] === API_ERROR_MESSAGES.en.codes[code]);
    expect(same).toEqual([]);
  });
});
