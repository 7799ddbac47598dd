import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CONTENT_DIR } from './bundledTopics';

/**
 * Pictures (docs/architecture.md "Games"): icons from @iconify-json/fluent-emoji-flat (MIT) named in en/ms/ta by
 * CLDR annotations, plus our own drawings (api/content/pictures/my-*.svg) for Malaysian things
 * that have no emoji. Only the icons topics use are written, as /media/pictures/<id>.svg.
 */
const require_ = createRequire(__filename);

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}
interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string; hFlip?: boolean }>;
  width?: number;
  height?: number;
}
interface CldrAnnotations {
  annotations: { annotations: Record<string, { default?: string[]; tts?: string[] }> };
}

export const OWN_PICTURES_DIR = join(CONTENT_DIR, 'pictures');
const OWN_PREFIX = 'my-';

export interface PictureNames {
  en?: string;
  ms?: string;
  ta?: string;
}
export interface PictureEntry {
  id: string;
  source: 'fluent-emoji-flat' | 'own';
  emoji?: string;
  names: PictureNames;
}

let iconSet: IconifySet | undefined;
function icons(): IconifySet {
  iconSet ??= require_('@iconify-json/fluent-emoji-flat/icons.json') as IconifySet;
  return iconSet;
}

/** chars.json maps code points ("1f418") to icon names; we need the reverse to look names up in CLDR. */
let emojiByIcon: Map<string, string> | undefined;
function emojiFor(id: string): string | undefined {
  if (!emojiByIcon) {
    const chars = require_('@iconify-json/fluent-emoji-flat/chars.json') as Record<string, string>;
    emojiByIcon = new Map();
    for (const [codes, name] of Object.entries(chars)) {
      if (!emojiByIcon.has(name)) emojiByIcon.set(name, String.fromCodePoint(...codes.split('-').map((c) => parseInt(c, 16))));
    }
  }
  return emojiByIcon.get(id);
}

const cldr = new Map<string, CldrAnnotations['annotations']['annotations']>();
function cldrName(locale: 'en' | 'ms' | 'ta', emoji: string): string | undefined {
  if (!cldr.has(locale))
    cldr.set(locale, (require_(`cldr-annotations-full/annotations/${locale}/annotations.json`) as CldrAnnotations).annotations.annotations);
  const table = cldr.get(locale)!;
  const entry = table[emoji] ?? table[emoji.replace(/\uFE0F/g, '')];
  return entry?.tts?.[0];
}

/** Our drawings carry their names in a <title> per language: <title lang="ta">…</title>. */
function ownNames(svg: string): PictureNames {
  const names: PictureNames = {};
  for (const m of svg.matchAll(/<title lang="(en|ms|ta)">([^<]+)<\/title>/g)) names[m[1] as keyof PictureNames] = m[2];
  return names;
}

export function pictureExists(id: string): boolean {
  if (id.startsWith(OWN_PREFIX)) return existsSync(join(OWN_PICTURES_DIR, `${id}.svg`));
  const set = icons();
  return id in set.icons || id in (set.aliases ?? {});
}

export function iconSvg(id: string): string | undefined {
  const set = icons();
  let icon = set.icons[id];
  let hFlip = false;
  const alias = set.aliases?.[id];
  if (!icon && alias) {
    icon = set.icons[alias.parent];
    hFlip = !!alias.hFlip;
  }
  if (!icon) return undefined;
  const w = icon.width ?? set.width ?? 16;
  const h = icon.height ?? set.height ?? 16;
  const body = hFlip ? `<g transform="translate(${w} 0) scale(-1 1)">${icon.body}</g>` : icon.body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w * 4}" height="${h * 4}" role="img">${body}</svg>`;
}

export function describePicture(id: string): PictureEntry | undefined {
  if (id.startsWith(OWN_PREFIX)) {
    const file = join(OWN_PICTURES_DIR, `${id}.svg`);
    return existsSync(file) ? { id, source: 'own', names: ownNames(readFileSync(file, 'utf8')) } : undefined;
  }
  if (!pictureExists(id)) return undefined;
  const emoji = emojiFor(id) ?? emojiFor(icons().aliases?.[id]?.parent ?? '');
  return { id, source: 'fluent-emoji-flat', emoji, names: emoji ? { en: cldrName('en', emoji), ms: cldrName('ms', emoji), ta: cldrName('ta', emoji) } : {} };
}

/**
 * Writes <mediaDir>/pictures/<id>.svg for every id and <mediaDir>/pictures/index.json
 * ({ id → source, emoji, names }). Returns the ids it could not find.
 */
export function writePictures(mediaDir: string, ids: Iterable<string>): { written: number; missing: string[] } {
  const dir = join(mediaDir, 'pictures');
  mkdirSync(dir, { recursive: true });
  const index: Record<string, PictureEntry> = {};
  const missing: string[] = [];
  let written = 0;
  for (const id of new Set(ids)) {
    const entry = describePicture(id);
    if (!entry) {
      missing.push(id);
      continue;
    }
    const target = join(dir, `${id}.svg`);
    if (entry.source === 'own') copyFileSync(join(OWN_PICTURES_DIR, `${id}.svg`), target);
    else writeFileSync(target, iconSvg(id)!);
    index[id] = entry;
    written++;
  }
  const indexFile = join(dir, 'index.json');
  const previous = existsSync(indexFile) ? (JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, PictureEntry>) : {};
  writeFileSync(indexFile, JSON.stringify({ ...previous, ...index }, null, 1));
  return { written, missing };
}

export function ownPictureIds(): string[] {
  return existsSync(OWN_PICTURES_DIR)
    ? readdirSync(OWN_PICTURES_DIR)
        .filter((f) => f.endsWith('.svg'))
        .map((f) => f.slice(0, -4))
    : [];
}

let iconsByName: Map<string, string> | undefined;
/**
 * The picture whose English name is `name`: an icon by its CLDR name ("cinema", "fog") or one of
 * our drawings by its English title. What the content check uses to refuse `abstract` on a word a
 * picture of ours already shows.
 */
export function pictureNamed(name: string): string | undefined {
  if (!iconsByName) {
    iconsByName = new Map();
    const chars = require_('@iconify-json/fluent-emoji-flat/chars.json') as Record<string, string>;
    for (const [codes, id] of Object.entries(chars)) {
      const en = cldrName('en', String.fromCodePoint(...codes.split('-').map((c) => parseInt(c, 16))));
      if (en && !iconsByName.has(en.toLocaleLowerCase())) iconsByName.set(en.toLocaleLowerCase(), id);
    }
    for (const id of ownPictureIds()) {
      const en = ownNames(readFileSync(join(OWN_PICTURES_DIR, `${id}.svg`), 'utf8')).en;
      if (en) iconsByName.set(en.toLocaleLowerCase(), id);
    }
  }
  const key = name.trim().toLocaleLowerCase();
  return key ? iconsByName.get(key) : undefined;
}
