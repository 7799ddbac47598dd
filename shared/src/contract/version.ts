/**
 * The version of the shell ↔ remote contract (`@app/shared/contract`, ADR 0036): the one part of
 * `shared/` that the shell and every remote share as a single copy at run time. Semver:
 * - patch: a fix that changes no name or behaviour a remote relies on;
 * - minor: something added (a name, an optional field); a remote built against x.y needs a shell
 *   of x.y or later, so the build stamps `^x.y.z` into its manifest and release refuses to publish
 *   it beside an older live shell;
 * - major: something removed or changed; every remote is rebuilt and released with the shell.
 *
 * 1.1: `Platform.http` is our fetch-based client instead of axios (same call shapes).
 * 1.2: the contract is its own entry, `@app/shared/contract`, shared alone; the api's error texts
 *      are loaded by it when first needed (`loadApiErrorTexts`).
 * 1.3: optional `Platform.scoreOutcome$`, so a result screen that said "not sent yet" can say
 *      "sent" once the offline queue delivers the score (issue 22). Optional: a remote built
 *      against 1.3 is refused by a 1.2 shell all the same (the rule above), and a 1.2 remote on a
 *      1.3 shell never asks for it.
 *
 * build/contractVersion.cjs reads this line for the build and the deploy scripts; the range rule is
 * contractRange.js, plain JavaScript so that release (node, no compiler) runs the same rule.
 */
export const CONTRACT_VERSION = '1.3.0';

export { contractMajor, contractRange, contractSatisfies } from './contractRange';
