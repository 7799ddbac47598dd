import { z } from 'zod';

/** Request and response shapes of the licence routes (the spec's field names). */

export const schoolFields = {
  school_name: z.string().trim().min(1).max(200),
  school_state: z.string().trim().min(1).max(100),
  school_country: z.string().trim().min(2).max(60).default('MY'),
};
export const schoolQuery = z.object(schoolFields);

export const redeemBody = z.object({
  user_email: z.string().max(200).optional(),
  user_id: z.union([z.number(), z.string().max(20)]).optional(),
  /** docs/requirements.md §7 sends it; the seat records the account's own MyKad (as a keyed hash), never this */
  mykad_number: z.string().max(20).optional(),
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  redemption_code: z.string().max(40).optional(),
  ...schoolFields,
});

/**
 * docs/requirements.md §7 "query: user_email, optional mykad_number": the account is the token's,
 * so a MyKad is never needed in the URL; one an older client still sends is ignored (and kept out
 * of the log: app.ts).
 */
export const statusQuery = z.object({ user_email: z.string().max(200) });

export const saveLicenseBody = z.object({
  ...schoolFields,
  seats: z.number().int().min(0).max(100000),
  expires_at: z.string().datetime({ offset: true }).optional(),
  status: z.enum(['active', 'suspended', 'expired']).default('active'),
  rotate_code: z.boolean().default(false),
});

export const checkResponse = z.object({
  has_license: z.boolean(),
  can_redeem: z.boolean(),
  /** redeeming needs the school's licence code (docs/adr/0009) */
  code_required: z.boolean(),
  already_redeemed: z.boolean(),
  seats_total: z.number(),
  seats_used: z.number(),
  expires_at: z.string().nullable(),
});

export const redeemResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  expires_at: z.string(),
  role: z.literal('teacher'),
});

export const statusResponse = z.object({
  has_school_license: z.boolean(),
  license_status: z.string(),
  expires_at: z.string().nullable(),
  school_name: z.string().optional(),
  school_state: z.string().optional(),
  seats_total: z.number().optional(),
  seats_used: z.number().optional(),
});

export const seatsResponse = z.object({
  school_name: z.string(),
  school_state: z.string(),
  school_country: z.string(),
  seats_total: z.number(),
  seats_used: z.number(),
  license_status: z.string(),
  expires_at: z.string(),
  /** who holds each seat: for the admin token only */
  members: z.array(z.object({ first_name: z.string(), last_name: z.string(), user_email: z.string(), redeemed_at: z.string() })).optional(),
});

export const savedLicenseResponse = z.object({
  id: z.number(),
  seats: z.number(),
  seats_used: z.number(),
  status: z.string(),
  expires_at: z.string(),
  /** only when the licence is new or its code was rotated: the one time the code can be read */
  redemption_code: z.string().optional(),
});
