import { z } from 'zod/mini';

/** docs/requirements.md §3 "User details" (its optional mykadNumber is not kept: only the last four digits, docs/adr/0018). */
export const userDetailsSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  state: z.string(),
  phoneNumber: z.string(),
  country: z.string(),
  school: z.optional(z.string()),
  /** the MyKad's last four digits, for display: the number itself is never kept in the browser (docs/adr/0018) */
  mykadLast4: z.optional(z.string()),
  role: z.optional(z.enum(['student', 'teacher'])),
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
