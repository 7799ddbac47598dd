import { qrDataUrl } from '../common/qrDataUrl';
import { cardSheetHtml, type CardSheetText } from './cardSheetHtml';
import type { IssuedCard } from './classSignInApi';

/** The address a card's QR code opens: the account page, with the card's secret after `#` (never sent to a server). */
export function cardLink(origin: string, card: IssuedCard): string {
  return `${origin}/account#card=${card.card}`;
}

/**
 * Writes the sheet of cards into `target` (a window opened at the teacher's click, so no pop-up
 * blocker stops it) and opens the print dialog there. Loaded only when a teacher prints: it brings
 * the QR library.
 */
export async function printCardSheet(
  target: Window,
  o: { cards: IssuedCard[]; className: string; text: CardSheetText; origin: string; formatDate(iso: string): string },
): Promise<void> {
  const printable = await Promise.all(
    o.cards.map(async (card) => ({ ...card, qr: await qrDataUrl(cardLink(o.origin, card), 256), issuedOn: o.formatDate(card.issued_at) })),
  );
  const fonts = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')]
    .map((link) => link.href)
    .filter((href) => /tamil/i.test(href));
  target.document.open();
  target.document.write(cardSheetHtml(printable, o.className, o.text, fonts));
  target.document.close();
  target.focus();
  // the QR images decoded and the Tamil font loaded before the dialog takes its picture of the page
  const ready = (target.document as Document & { fonts?: FontFaceSet }).fonts?.ready ?? Promise.resolve();
  void ready.then(() => setTimeout(() => target.print(), 300));
}
