import { malaysiaDayKey } from '../time/malaysiaTime';

/**
 * The privacy notice's version (the date of its text, mfe-account's policies page and
 * docs/privacy.md). A parent's consent names the version they were shown; a change to what the
 * notice says gets a new version.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** Under the PDPA a child's data needs a parent's consent: everyone under 18 on the day they register. */
export const AGE_OF_CONSENT = 18;

/** The age in whole years on `today` (Malaysian calendar date) of someone born on `birthDate` (YYYY-MM-DD). */
export function ageOn(birthDate: string, now: Date): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = malaysiaDayKey(now).split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Whether registering someone born on `birthDate` needs a parent's or guardian's consent. */
export function needsParentConsent(birthDate: string, now: Date): boolean {
  return ageOn(birthDate, now) < AGE_OF_CONSENT;
}

export interface ParentConsentInput {
  /** the parent's or guardian's full name */
  name: string;
  /** how to reach them: an email address or a phone number */
  contact: string;
  /** parent, guardian */
  relationship: 'parent' | 'guardian';
  /** the notice version the form showed */
  noticeVersion: string;
  /** the box "I am the parent or guardian and agree" was ticked */
  agreed: boolean;
}

export type ParentConsentProblem = 'consent_name' | 'consent_contact' | 'consent_notice' | 'consent_not_given';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s-]{9,20}$/;

/** The first thing wrong with a parent's consent, or null when it can be recorded. */
export function parentConsentProblem(c: ParentConsentInput): ParentConsentProblem | null {
  if (c.name.trim().length < 2) return 'consent_name';
  const contact = c.contact.trim();
  if (!EMAIL.test(contact) && !(PHONE.test(contact) && contact.replace(/\D/g, '').length >= 9)) return 'consent_contact';
  if (c.noticeVersion !== PRIVACY_NOTICE_VERSION) return 'consent_notice';
  if (!c.agreed) return 'consent_not_given';
  return null;
}
