import { hashSecret, secretMatches } from './secretHash';

/** 6 to 12 digits: easy on a phone keypad; with the login limits, a million guesses take years. */
export const PIN_PATTERN = /^\d{6,12}$/;
export const PIN_FORMAT_MESSAGE = 'A PIN has 6 to 12 digits.';

/** `scrypt:salt:hash`: the PIN itself is never stored or logged. */
export const hashPin = (pin: string): string => hashSecret(pin);
export const pinMatches = (pin: string, stored: string): boolean => secretMatches(pin, stored);
