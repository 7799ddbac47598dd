import type { UserDetails } from './userDetails';

/** The account fields the api answers login, registration and `account/me` with (snake_case). */
export interface AccountAnswer {
  data: { user_id: number | string };
  first_name: string;
  last_name: string;
  user_email: string;
  state: string;
  phone_number: string;
  country: string;
  school?: string | null;
  /** the MyKad's last four digits (the api never sends the number) */
  mykad_last4?: string | null;
  role?: string | null;
}

/** The UserDetails the shell keeps for an account the api described (a role but student or teacher is dropped). */
export function userDetailsFromAccount(answer: AccountAnswer): UserDetails {
  const role = answer.role === 'student' || answer.role === 'teacher' ? answer.role : undefined;
  return {
    id: String(answer.data.user_id),
    firstName: answer.first_name,
    lastName: answer.last_name,
    email: answer.user_email,
    state: answer.state,
    phoneNumber: answer.phone_number,
    country: answer.country,
    ...(answer.school ? { school: answer.school } : {}),
    ...(answer.mykad_last4 ? { mykadLast4: answer.mykad_last4 } : {}),
    ...(role ? { role } : {}),
  };
}
