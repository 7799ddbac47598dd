/**
 * Writes a blank topic file: npm run content:new -- <ta|en|bm> <theme> <year> "<title>" [--name NAME] [--items N]
 * Refuses to overwrite an existing file. Then fill it in and run npm run content:check.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { isLanguage } from '@app/shared/node';
import { CONTENT_DIR } from '../bundledTopics';
import { newTopicFile, topicFileText } from './newTopic';

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, items: { type: 'string' } },
  });
  const [language, theme, year, ...titleWords] = positionals;
  const title = titleWords.join(' ').trim();
  if (!language || !isLanguage(language) || !theme || !year || !/^[1-6]$/.test(year) || !title) {
    console.error('usage: npm run content:new -- <ta|en|bm> <theme> <year 1-6> "<title>" [--name NAME] [--items N]');
    return 2;
  }
  try {
    const { file, topic } = newTopicFile({
      language,
      theme,
      year: Number(year),
      title,
      name: values.name,
      items: values.items ? Number(values.items) : undefined,
    });
    const path = join(CONTENT_DIR, 'topics', file);
    if (existsSync(path)) {
      console.error(`${path} exists already: edit it, or choose another --name`);
      return 1;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, topicFileText(topic));
    console.log(`wrote ${path}\nfill in the items, then: npm run content:check -- --file ${file}`);
    return 0;
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
}

process.exitCode = main();
