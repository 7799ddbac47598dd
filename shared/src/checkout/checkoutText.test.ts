import { LANGUAGES } from '../i18n/language';
import { textKeys } from '../react/useTextTable';
import { CHECKOUT_TEXT } from './checkoutText';

describe('checkout text', () => {
  it.each(LANGUAGES)('has every key in %s, with the same placeholders', (language) => {
    expect(textKeys(CHECKOUT_TEXT[language]).sort()).toEqual(textKeys(CHECKOUT_TEXT.en).sort());
    const placeholders = (table: object) =>
      JSON.stringify(table)
        .match(/\{\{\w+\}\}/g)
        ?.sort();
    expect(placeholders(CHECKOUT_TEXT[language])).toEqual(placeholders(CHECKOUT_TEXT.en));
  });

  it('never calls activating a free plan a payment', () => {
    for (const language of LANGUAGES) expect(CHECKOUT_TEXT[language].plan.successFreeHeading).not.toBe(CHECKOUT_TEXT[language].plan.successHeading);
  });
});
