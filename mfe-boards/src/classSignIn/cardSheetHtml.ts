import { formatCardCode } from '@app/shared';
import type { IssuedCard } from './classSignInApi';

/** The words a printed card carries, in the language the teacher reads the page in. */
export interface CardSheetText {
  language: string;
  title: string;
  scan: string;
  orType: string;
  keep: string;
  issued: string;
}

export interface PrintableCard extends IssuedCard {
  /** the QR code of the card's link, as a data: URL */
  qr: string;
  issuedOn: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A self-contained A4 page of sign-in cards (docs/adr/0018): eight to a sheet (two columns of
 * four), each with the pupil's name, the class, the QR code of the card's link, its code in large
 * letters and how to use it; dashed lines to cut along. It names no MyKad and no secret beyond the
 * card's own. Printed from a window of its own, so no app chrome gets in the way.
 */
export function cardSheetHtml(cards: PrintableCard[], className: string, text: CardSheetText, tamilFontUrls: string[] = []): string {
  // the app's own Tamil font (a printer's computer may have none): its files are the page's preloads
  const fontFaces = tamilFontUrls
    .map(
      (url) =>
        `@font-face { font-family: 'Noto Sans Tamil'; font-weight: ${/-700-/.test(url) ? 700 : 400}; font-display: block; src: url("${escape(url)}") format('woff2'); }`,
    )
    .join('\n  ');
  const card = (c: PrintableCard) => `
    <section class="card">
      <header><strong>${escape(`${c.first_name} ${c.last_name}`)}</strong><span>${escape(className)}</span></header>
      <div class="body">
        <img src="${escape(c.qr)}" alt="" width="128" height="128">
        <div>
          <p>${escape(text.scan)}</p>
          <p class="code">${escape(formatCardCode(c.code))}</p>
          <p>${escape(text.orType)}</p>
        </div>
      </div>
      <footer>${escape(text.keep)} · ${escape(text.issued)} ${escape(c.issuedOn)}</footer>
    </section>`;
  return `<!doctype html>
<html lang="${escape(text.language)}"><head><meta charset="utf-8"><title>${escape(`${text.title} · ${className}`)}</title>
<style>
  ${fontFaces}
  @page { size: A4; margin: 10mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'Noto Sans Tamil', 'Baloo Thambi 2', system-ui, sans-serif; color: #111; }
  .sheet { display: grid; grid-template-columns: 1fr 1fr; gap: 0; }
  .card { height: 69mm; padding: 4mm; border: 1px dashed #777; break-inside: avoid; display: flex; flex-direction: column; gap: 2mm; }
  .card:nth-child(8n) { break-after: page; }
  header { display: flex; justify-content: space-between; gap: 2mm; font-size: 12pt; }
  header span { color: #444; font-size: 10pt; }
  .body { display: flex; gap: 3mm; align-items: center; flex: 1; }
  .body img { width: 34mm; height: 34mm; image-rendering: pixelated; }
  .body p { margin: 0 0 1.5mm; font-size: 9.5pt; line-height: 1.35; }
  .body .code { font-family: ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 24pt; font-weight: 700; line-height: 1.1; letter-spacing: 1mm; }
  footer { font-size: 8pt; color: #555; }
  @media screen { body { padding: 8mm; background: #eee; } .sheet { background: #fff; max-width: 190mm; margin: auto; } }
</style></head>
<body><main class="sheet" data-testid="card-sheet">${cards.map(card).join('')}</main></body></html>`;
}
