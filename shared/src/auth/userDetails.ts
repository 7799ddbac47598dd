import { z } from 'zod';

/** docs/requirements.md §3 "User details". */
export const userDetailsSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  state: z.string(),
  phoneNumber: z.string(),
  country: z.string(),
  school: z.string().optional(),
  mykadNumber: z.string().optional(),
  role: z.enum(['student', 'teacher']).optional(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/**
 * docs/requirements.md §5: "Stored user details are valid only when id, first name, last name, email, state,
 * phone and country are all present."
 */
export function isValidUserDetails(details: Partial<UserDetails> | null | undefined): details is UserDetails {
  if (!details) return false;
  const required = [details.id, details.firstName, details.lastName, details.email, details.state, details.phoneNumber, details.country];
  return required.every((v) => typeof v === 'string' && v.trim().length > 0);
}

export type AuthState = { status: 'unauthenticated' } | { status: 'authenticated'; token: string; user: UserDetails; since: number };
