import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { z } from 'zod';

/** Where the shell's index.html leaves room for a page's first screen (shell/src/index.html). */
export const FIRST_SCREEN_PLACEHOLDER = '<template id="first-screen-slot"></template>';
/** What a first screen's asset URLs start with (build/firstScreensConfig.cjs). */
const BASE_PLACEHOLDER = '/__first_screen_base__/';
const LANGUAGES = ['ta', 'en', 'bm'] as const;

const fileSchema = z.object({
  version: z.literal(1),
  pages: z.record(z.string(), z.object({ css: z.string(), html: z.object({ ta: z.string(), en: z.string(), bm: z.string() }) })),
});

export interface FirstScreen {
  css: string;
  html: Record<(typeof LANGUAGES)[number], string>;
}

/**
 * The first screens of the live remotes (each build's `first-screens.json`, beside its manifest),
 * by page path, with asset URLs pointing into that build. A remote on another origin, a build
 * without the file or a file that does not read is simply left out: the page then shows the
 * shell's skeleton, as before.
 */
export function firstScreens(deployDir: string, remotesJsonText: string): Map<string, FirstScreen> {
  const screens = new Map<string, FirstScreen>();
  let remotes: Record<string, { manifest?: unknown }> = {};
  try {
    remotes = (JSON.parse(remotesJsonText) as { remotes?: typeof remotes }).remotes ?? {};
  } catch {
    return screens;
  }
  const remotesDir = resolve(deployDir, 'remotes');
  for (const entry of Object.values(remotes)) {
    if (typeof entry?.manifest !== 'string' || !entry.manifest.startsWith('/remotes/')) continue;
    const manifestPath = entry.manifest.split('?')[0] as string;
    const file = resolve(deployDir, `.${dirname(manifestPath)}`, 'first-screens.json');
    if (!file.startsWith(remotesDir + sep) || !existsSync(file)) continue;
    let parsed: z.infer<typeof fileSchema>;
    try {
      parsed = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      continue;
    }
    const base = `${dirname(manifestPath)}/`;
    for (const [path, page] of Object.entries(parsed.pages)) {
      screens.set(path, {
        css: page.css.split(BASE_PLACEHOLDER).join(base),
        html: Object.fromEntries(LANGUAGES.map((l) => [l, page.html[l].split(BASE_PLACEHOLDER).join(base)])) as FirstScreen['html'],
      });
    }
  }
  return screens;
}

/**
 * The page with a first screen in its placeholder: one <template> per language, which the page's
 * start script shows in the reader's language (shell/src/remotes/earlyStart.ts); the server cannot
 * know that language, which the browser keeps. `</` never appears raw inside the <style>.
 */
export function withFirstScreen(indexHtml: string, screen: FirstScreen | undefined): string {
  if (!screen) return indexHtml;
  const templates = LANGUAGES.map((l) => `<template data-first-screen="${l}">${screen.html[l]}</template>`).join('');
  const style = screen.css ? `<style data-first-screen-style>${screen.css.replace(/<\//g, '<\\/')}</style>` : '';
  return indexHtml.replace(FIRST_SCREEN_PLACEHOLDER, () => style + templates);
}
