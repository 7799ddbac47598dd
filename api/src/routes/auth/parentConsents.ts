import { needsParentConsent, parentConsentProblem, parseMykad, PRIVACY_NOTICE_VERSION, type ParentConsentInput } from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../http/httpError';

export interface ParentConsentBody {
  name: string;
  contact: string;
  relationship: 'parent' | 'guardian';
  notice_version: string;
  agreed: boolean;
}

const MESSAGES = {
  consent_name: "Enter the parent's or guardian's name.",
  consent_contact: "Enter the parent's or guardian's email address or phone number.",
  consent_notice: `The privacy notice has changed: read it again (version ${PRIVACY_NOTICE_VERSION}) and give consent once more.`,
  consent_not_given: 'A parent or guardian must agree to the privacy notice before a pupil under 18 registers.',
} as const;

/**
 * The consent a registration must carry (issue 21.3): none for an adult; for anyone under 18 on
 * the day (by the MyKad's date of birth), a parent's or guardian's, for the current notice.
 * Refuses the registration with a message that names what is missing.
 */
export function requiredParentConsent(mykadDigits: string, body: ParentConsentBody | undefined, now = new Date()): ParentConsentInput | null {
  const parsed = parseMykad(mykadDigits, now);
  if (!parsed.ok || !needsParentConsent(parsed.value.birthDate, now)) return null;
  if (!body) throw badRequest(MESSAGES.consent_not_given, 'parent_consent_required', { field: 'parent_consent' });
  const consent: ParentConsentInput = {
    name: body.name,
    contact: body.contact,
    relationship: body.relationship,
    noticeVersion: body.notice_version,
    agreed: body.agreed,
  };
  const problem = parentConsentProblem(consent);
  if (problem) throw badRequest(MESSAGES[problem], problem === 'consent_not_given' ? 'parent_consent_required' : problem, { field: 'parent_consent' });
  return consent;
}

export async function recordParentConsent(db: Queryable, userId: string, c: ParentConsentInput): Promise<void> {
  await db.query('INSERT INTO parent_consents (user_id, parent_name, parent_contact, relationship, notice_version) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    c.name.trim(),
    c.contact.trim(),
    c.relationship,
    c.noticeVersion,
  ]);
}
