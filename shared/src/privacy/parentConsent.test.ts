import { ageOn, needsParentConsent, parentConsentProblem, PRIVACY_NOTICE_VERSION, type ParentConsentInput } from './parentConsent';

// issue 21.3: "registration of an under-18 records a parent's consent (who, contact, when, which
// notice version)". The day counts in Malaysian time (UTC+8).
const at = (iso: string) => new Date(iso);

describe('needsParentConsent', () => {
  it.each<[string, string, string, number, boolean]>([
    ['a Year 2 pupil', '2018-03-15', '2026-11-28T04:00:00Z', 8, true],
    ['the day before the 18th birthday', '2008-11-29', '2026-11-28T04:00:00Z', 17, true],
    ['the 18th birthday (Malaysian date)', '2008-11-28', '2026-11-28T04:00:00Z', 18, false],
    ['the 18th birthday begins at 00:00 in Malaysia, 16:00 UTC the day before', '2008-11-28', '2026-11-27T16:30:00Z', 18, false],
    ['still 17 at 15:59 UTC the day before', '2008-11-28', '2026-11-27T15:59:00Z', 17, true],
    ['a teacher', '1985-06-12', '2026-11-28T04:00:00Z', 41, false],
  ])('%s: age %s on %s is %d → consent %s', (_name, birth, now, age, needed) => {
    expect(ageOn(birth, at(now))).toBe(age);
    expect(needsParentConsent(birth, at(now))).toBe(needed);
  });
});

describe('parentConsentProblem', () => {
  const good: ParentConsentInput = {
    name: 'Lakshmi Raman',
    contact: 'lakshmi@example.my',
    relationship: 'parent',
    noticeVersion: PRIVACY_NOTICE_VERSION,
    agreed: true,
  };
  it.each<[string, Partial<ParentConsentInput>, string | null]>([
    ['a parent with an email', {}, null],
    ['a guardian with a phone number', { relationship: 'guardian', contact: '012-345 6789' }, null],
    ['no name', { name: ' ' }, 'consent_name'],
    ['a contact that is neither email nor phone', { contact: 'ask the school' }, 'consent_contact'],
    ['a phone number too short', { contact: '12345' }, 'consent_contact'],
    ['an older notice', { noticeVersion: '2026-11-22' }, 'consent_notice'],
    ['the box not ticked', { agreed: false }, 'consent_not_given'],
  ])('%s → %s', (_name, change, problem) => {
    expect(parentConsentProblem({ ...good, ...change })).toBe(problem);
  });
});
