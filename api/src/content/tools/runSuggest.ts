/**
 * Plausible child misspellings for a word, already filtered by the content check:
 *   npm run content:suggest -- <ta|en|bm> <word> [--all]
 * Prints the candidates the check accepts, most common error first; --all also prints the ones it
 * refuses, with the reason (a real word, an impossible form). Exits 2 on a usage error.
 */
import { isLanguage } from '@app/shared/node';
import { libraryContext, readTopicFiles } from '../check/checkLibrary';
import { misspellingRefusals } from '../check/checkTopic';
import { suggestMisspellings } from './suggestMisspellings';

function main(argv: string[]): number {
  const all = argv.includes('--all');
  const [language, ...words] = argv.filter((a) => a !== '--all');
  const word = words.join(' ').trim();
  if (!language || !isLanguage(language) || !word) {
    console.error('usage: npm run content:suggest -- <ta|en|bm> <word> [--all]');
    return 2;
  }
  const ctx = libraryContext(readTopicFiles().files);
  let accepted = 0;
  for (const { misspelling, why } of suggestMisspellings(language, word)) {
    const refusals = misspellingRefusals(language, word, misspelling, ctx);
    if (refusals.length === 0) {
      accepted++;
      console.log(`${misspelling}\t${why}`);
    } else if (all) {
      console.log(`  (refused) ${misspelling}\t${why}\t${refusals.map(([rule, message]) => `${rule}: ${message}`).join('; ')}`);
    }
  }
  if (accepted === 0) console.error(`no candidate for "${word}" passes the check; write one by hand and run npm run content:check`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
