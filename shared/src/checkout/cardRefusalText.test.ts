import { cardRefusalText, type CardRefusal } from './cardRefusalText';
import { LANGUAGES } from '../i18n/language';
import { loadApiErrorTexts } from '../http/apiErrorTextStore';

describe("cardRefusalText: why Stripe refused a card, in the reader's words", () => {
  // the words for the api's codes are loaded when first needed (apiErrorTextStore.ts); here, up front
  beforeAll(() => Promise.all(LANGUAGES.map(loadApiErrorTexts)));

  const declined = { type: 'card_error', code: 'card_declined' };
  const rows: [string, CardRefusal, 'en' | 'ta' | 'bm', string][] = [
    ['a declined card', { ...declined, decline_code: 'generic_decline' }, 'en', 'Your card was declined.'],
    ['a declined card, in Tamil', declined, 'ta', 'உங்கள் அட்டை நிராகரிக்கப்பட்டது.'],
    ['the decline code before the error code', { ...declined, decline_code: 'insufficient_funds' }, 'en', 'Your card has insufficient funds.'],
    ['an expired card, in Malay', { type: 'card_error', code: 'expired_card' }, 'bm', 'Kad anda telah tamat tempoh.'],
    ['a card number not filled in', { type: 'validation_error', code: 'incomplete_number' }, 'en', 'Enter the card number, the expiry as MM/YY and the CVC.'],
    ['a card number not valid, in Tamil', { code: 'invalid_number' }, 'ta', 'அட்டை எண், காலாவதி (MM/YY), CVC ஆகியவற்றை உள்ளிடவும்.'],
    ['Stripe failing on its side', { type: 'api_error' }, 'en', 'Something went wrong. Please try again.'],
  ];
  it.each(rows)('%s', (_name, refusal, language, expected) => {
    expect(cardRefusalText(refusal, language)).toBe(expected);
  });
});
