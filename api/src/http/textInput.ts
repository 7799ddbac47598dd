/**
 * What any text the api accepts may contain. PostgreSQL refuses NUL in text (a NUL used to reach
 * the database and come back as a 500), and the other control characters have no place in names,
 * answers or topics; tab, line feed and carriage return stay allowed for multi-line fields.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first forbidden character in `text` as `U+XXXX`, or undefined when the text is clean. */
export function forbiddenCharacter(text: string): string | undefined {
  const found = CONTROL.exec(text);
  if (found) return codePoint(found[0]);
  // A lone surrogate cannot be stored as UTF-8: the JSON parser lets `"\ud800"` through.
  if (LONE_SURROGATE.test(text)) return 'a lone surrogate';
  return undefined;
}

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Direction overrides, embeddings and isolates: no field of ours needs one, and in a name or an
 * answer they make text read differently from what it is. Refused outside names (names are cleaned).
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export function bidiControl(text: string): string | undefined {
  const found = BIDI_CONTROL.exec(text);
  return found ? codePoint(found[0]) : undefined;
}

/**
 * Characters that change how text is drawn without being seen: bidi embeddings, overrides and
 * isolates (a name that reads backwards on the projector), zero-width spaces, word joiners,
 * invisible operators, the BOM, soft hyphens and the filler characters some scripts leave blank.
 */
// The class lists lone marks and selectors on purpose (each is stripped on its own), so the
// lint rule's worry, a base letter and its mark split apart by a class, does not apply.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/g;
/** Zero-width (non-)joiners shape Indic letters, so they stay between two letters and go elsewhere. */
const JOINER = /\u200C|\u200D/g;

/**
 * A person's or a school's name as it is stored and shown: NFC, no invisible or direction-changing
 * characters, joiners only where they join letters, whitespace collapsed and trimmed.
 */
export function cleanName(name: string): string {
  const visible = name.normalize('NFC').replace(INVISIBLE, '');
  const joined = visible.replace(JOINER, (joiner, offset: number, whole: string) => {
    const before = whole[offset - 1] ?? '';
    const after = whole[offset + 1] ?? '';
    return /[\p{L}\p{M}]/u.test(before) && /[\p{L}\p{M}]/u.test(after) ? joiner : '';
  });
  return joined.replace(/\s+/gu, ' ').trim();
}

/**
 * The fields, wherever they appear in a request, that name a person, a class, a school or a
 * player: cleaned before validation, so every route that stores one stores the clean form.
 */
export const NAME_FIELDS = new Set([
  'first_name',
  'last_name',
  'firstName',
  'lastName',
  'name',
  'nickname',
  'school',
  'school_name',
  'schoolName',
  'school_state',
  'state',
]);
