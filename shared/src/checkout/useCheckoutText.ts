import { useTextTable } from '../react/useTextTable';
import { CHECKOUT_TEXT } from './checkoutText';

/** The checkout's strings, under the 'checkout' namespace of whatever i18next the page uses. */
export function useCheckoutText() {
  return useTextTable('checkout', CHECKOUT_TEXT);
}
