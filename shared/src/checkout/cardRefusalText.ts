import { apiErrorCodeTexts } from '@app/shared/contract';
import type { Language } from '../i18n/language';
import { CHECKOUT_TEXT } from './checkoutText';

/** The parts of a Stripe.js error that say why a card was refused (its `message` is English). */
export interface CardRefusal {
  type?: string;
  code?: string;
  decline_code?: string;
}

/**
 * Why Stripe refused a card, in the reader's language. Stripe names its refusals with the codes
 * our api uses for test-mode cards (card_declined, insufficient_funds, expired_card,
 * incorrect_number, incorrect_cvc), so the same words serve both; a card form not filled in says
 * what to fill; anything else is worded generally. Stripe's own message has no Tamil, so it is
 * never shown.
 */
export function cardRefusalText(refusal: CardRefusal, language: Language): string {
  for (const code of [refusal.decline_code, refusal.code]) {
    // loaded by the checkout's useApiErrorText when it opened (apiErrorTextStore.ts)
    const text = code ? apiErrorCodeTexts(language)?.[code] : undefined;
    if (text !== undefined) return text;
  }
  if (refusal.type === 'validation_error' || /^(incomplete|invalid)_/.test(refusal.code ?? '')) {
    return CHECKOUT_TEXT[language].cardIncomplete;
  }
  return CHECKOUT_TEXT[language].genericError;
}
