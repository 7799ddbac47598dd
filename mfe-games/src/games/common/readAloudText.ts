import { isLanguage, type Language } from '@app/shared';

/** One stretch of text in one language, as a screen reader would meet it. */
export interface TextPart {
  text: string;
  language: Language;
}

/** Our language of a BCP-47 tag ("ms-MY" is our "bm"); null for a language we do not teach. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  const ours = primary === 'ms' ? 'bm' : primary;
  return isLanguage(ours) ? ours : null;
}

/** Elements whose text is not part of what is read: controls (the speaker itself, Listen) and hidden decoration. */
const SKIPPED = 'button, audio, script, style, [aria-hidden="true"], [data-read-aloud-skip]';

/**
 * The text of `root` in reading order, split where its language changes (each text by the `lang`
 * of its nearest tagged element, WCAG 3.1.2), so a Tamil instruction and the Malay word in it are
 * each read by a voice of their own language.
 */
export function textParts(root: Element, fallback: Language): TextPart[] {
  const parts: TextPart[] = [];
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(SKIPPED)) continue;
    const text = node.textContent ?? '';
    if (!text.trim()) continue;
    const language = languageOfTag(parent.closest('[lang]')?.getAttribute('lang')) ?? fallback;
    const last = parts[parts.length - 1];
    if (last && last.language === language) last.text += text;
    else parts.push({ text, language });
  }
  return parts.map((p) => ({ ...p, text: p.text.replace(/\s+/g, ' ').trim() })).filter((p) => p.text.length > 0);
}
