export * from './Checkout';
export * from './checkoutClient';
export { CHECKOUT_TEXT, type CheckoutStrings } from './checkoutText';
