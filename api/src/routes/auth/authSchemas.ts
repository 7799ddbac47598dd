import { z } from 'zod';
import type { UserRow } from './userRepository';

/**
 * docs/requirements.md §3 "Login response: token, data.user_id, first_name, last_name, user_email, state,
 * phone_number, country", plus school, role and the MyKad's last four digits for the client's user
 * details. The MyKad itself is never sent back (docs/adr/0018).
 */
export const userFieldsSchema = z.object({
  data: z.object({ user_id: z.number() }),
  first_name: z.string(),
  last_name: z.string(),
  user_email: z.string(),
  state: z.string(),
  phone_number: z.string(),
  country: z.string(),
  school: z.string().nullable(),
  mykad_last4: z.string().nullable(),
  role: z.enum(['student', 'teacher']),
  /** 'pending' while an account that asked to be a teacher waits for a licence code or an admin */
  teacher_request: z.enum(['none', 'pending']),
});
export const loginResponseSchema = userFieldsSchema.extend({
  token: z.string(),
  /** a teacher without a sign-in PIN is asked to set one: it is their step on a new device */
  pin_setup_required: z.boolean(),
});

export const loginBodySchema = z.object({
  mykad: z.string().max(100),
  /** on a new device, one step (docs/adr/0018): a teacher's PIN… */
  pin: z.string().max(100).optional(),
  /** …the code on a pupil's sign-in card… */
  card_code: z.string().max(20).optional(),
  /** …or the pupil's two pictures (indexes of SIGN_IN_PICTURES) */
  pictures: z.array(z.number().int().min(0).max(8)).max(2).optional(),
});

export function userFields(u: UserRow): z.infer<typeof userFieldsSchema> {
  return {
    data: { user_id: Number(u.id) },
    first_name: u.first_name,
    last_name: u.last_name,
    user_email: u.email,
    state: u.state,
    phone_number: u.phone_number,
    country: u.country,
    school: u.school,
    mykad_last4: u.mykad_last4,
    role: u.role,
    teacher_request: u.role === 'student' && u.teacher_requested_at ? 'pending' : 'none',
  };
}

// Fields are loose here on purpose: profileRules gives each problem a message that names it,
// which reads better than a generic schema error.
const text = z.string().max(1000);

export const profileFieldsSchema = z.object({
  first_name: text.optional(),
  last_name: text.optional(),
  email: text.optional(),
  phone_number: text.optional(),
  country: text.optional(),
  state: text.optional(),
  school: text.nullable().optional(),
});

// username and password are docs/requirements.md §3 fields sign-in never uses: accepted, not asked for (ADR 0010)
export const registrationSchema = profileFieldsSchema.extend({
  username: text.optional(),
  password: text.optional(),
  meta_data: z.array(z.object({ key: z.string().max(100), value: z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]) })).max(50),
  /** a parent's or guardian's consent: required when the MyKad says the pupil is under 18 (docs/privacy.md) */
  parent_consent: z
    .object({
      name: z.string().max(200),
      /** an email address or a phone number */
      contact: z.string().max(200),
      relationship: z.enum(['parent', 'guardian']),
      /** the privacy notice version the form showed (PRIVACY_NOTICE_VERSION) */
      notice_version: z.string().max(20),
      agreed: z.boolean(),
    })
    .optional(),
});

export const updateProfileSchema = profileFieldsSchema.extend({
  user_id: z.union([z.string().max(20), z.number().int()]),
});
