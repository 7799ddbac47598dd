import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared';
import { renderWithPlatform, TEST_USER } from '@app/shared/src/testing';
import { accountPlatform, stubGet } from '../testing/accountPlatform';
import { AccountPage } from './AccountPage';

jest.setTimeout(20_000);

const LOGIN_RESPONSE = {
  token: 'signed.token', data: { user_id: 7 }, first_name: 'Meena', last_name: 'Devi', user_email: 'meena@example.my', state: 'Johor', phone_number: '0191234567', country: 'MY', school: 'SJK(T) Jalan Yahya Awal', mykad_number: '120315101234', role: 'student',
};

function signedOut() {
  const platform = accountPlatform();
  stubGet(platform);
  renderWithPlatform(<AccountPage />, platform, { namespace: 'account', route: '/account' });
  return platform;
}

describe('AccountPage › MyKad sign-in (SPEC.md §1 "Login is by mykad only")', () => {
  it('signs in with a valid MyKad, stores the mapped user details and goes home', async () => {
    const platform = signedOut();
    const post = jest.spyOn(platform.http, 'post').mockResolvedValue({ data: LOGIN_RESPONSE });
    await userEvent.type(screen.getByTestId('login-mykad'), '120315-10-1234');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(platform.navigations).toContain('/home'));
    expect(post).toHaveBeenCalledWith('/wp-json/custom/v1/login', { mykad: '120315101234' });
    expect(platform.auth.value).toMatchObject({ status: 'authenticated', token: 'signed.token', user: { id: '7', firstName: 'Meena', email: 'meena@example.my', mykadNumber: '120315101234', role: 'student' } });
  });

  it('names what is wrong with an invalid MyKad and does not call the server', async () => {
    const platform = signedOut();
    const post = jest.spyOn(platform.http, 'post');
    await userEvent.type(screen.getByTestId('login-mykad'), '120230-10-1234');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-mykad-error')).toHaveTextContent('MyKad number must start with a real date of birth (YYMMDD): 120230 is not a valid date.');
    expect(screen.getByTestId('login-mykad')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's own message in an alert when sign-in is refused", async () => {
    const platform = signedOut();
    jest.spyOn(platform.http, 'post').mockRejectedValue(new ApiError('Too many login attempts. Please wait a minute and try again.', 'rate_limited', 429, false));
    await userEvent.type(screen.getByTestId('login-mykad'), '120315101234');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts. Please wait a minute and try again.');
    expect(platform.auth.value.status).toBe('unauthenticated');
    expect(screen.getByTestId('login-submit')).toBeEnabled();
  });

  it('says the connection failed when the server cannot be reached', async () => {
    const platform = signedOut();
    jest.spyOn(platform.http, 'post').mockRejectedValue(new ApiError('Network Error', 'network_error', undefined, true));
    await userEvent.type(screen.getByTestId('login-mykad'), '120315101234');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server.');
  });
});

async function fillRegistration(overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    mykad: '120315-10-1234', first_name: 'Meena', last_name: 'Devi', username: 'meena.d', password: 'belajar-2026', email: 'meena@example.my', phone_number: '019-123 4567', school: 'SJK(T) Jalan Yahya Awal', ...overrides,
  };
  for (const [field, value] of Object.entries(values)) {
    if (!value) continue;
    // paste, not type: a dozen fields typed key by key is slow on a shared CI machine
    await userEvent.click(screen.getByTestId(`register-${field}`));
    await userEvent.paste(value);
  }
  await userEvent.click(screen.getByTestId('register-role-student'));
}

describe('AccountPage › registration (SPEC.md §3 registration payload)', () => {
  it('offers the sorted countries with Malaysia chosen, and the Malaysian states', async () => {
    signedOut();
    const country = screen.getByTestId('register-country');
    await waitFor(() => expect(country.querySelectorAll('option')).toHaveLength(3));
    expect([...country.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['India', 'Malaysia', 'Singapore']);
    expect(country).toHaveValue('MY');
    expect(screen.getByRole('option', { name: 'Kuala Lumpur (Federal Territory)' })).toBeInTheDocument();
  });

  it('marks every missing field and sends nothing', async () => {
    const platform = signedOut();
    const post = jest.spyOn(platform.http, 'post');
    await userEvent.click(screen.getByTestId('register-submit'));
    for (const field of ['mykad', 'first_name', 'last_name', 'username', 'email', 'phone_number', 'state', 'school', 'role']) {
      expect(screen.getByTestId(`register-${field}-error`)).toBeVisible();
    }
    expect(screen.getByTestId('register-password-error')).toHaveTextContent('at least 8 characters');
    expect(post).not.toHaveBeenCalled();
  });

  it('tells the user early when the MyKad is already registered, and fills the state from it', async () => {
    const platform = accountPlatform();
    const get = stubGet(platform, { mykadExists: true });
    renderWithPlatform(<AccountPage />, platform, { namespace: 'account' });
    await userEvent.type(screen.getByTestId('register-mykad'), '120315-10-1234');
    await userEvent.tab();
    expect(await screen.findByTestId('register-mykad-exists')).toHaveTextContent('already registered');
    expect(get).toHaveBeenCalledWith('/wp-json/custom/v1/check-mykad', { params: { mykad: '120315101234' } });
    // place-of-birth code 10 is Selangor
    expect(screen.getByTestId('register-state')).toHaveValue('Selangor');
  });

  it("shows the server's duplicate message and stays signed out", async () => {
    const platform = signedOut();
    jest.spyOn(platform.http, 'post').mockRejectedValue(new ApiError('This email address is already registered.', 'email_taken', 409, false));
    await fillRegistration();
    await userEvent.selectOptions(screen.getByTestId('register-state'), 'Johor');
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('This email address is already registered.');
    expect(platform.auth.value.status).toBe('unauthenticated');
  });

  it('registers with the full payload, signs in and goes home', async () => {
    const platform = signedOut();
    const post = jest.spyOn(platform.http, 'post').mockResolvedValue({ data: LOGIN_RESPONSE });
    await fillRegistration();
    await userEvent.selectOptions(screen.getByTestId('register-state'), 'Johor');
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(platform.navigations).toContain('/home'));
    expect(post).toHaveBeenCalledWith('/wp-json/custom/v1/register', {
      username: 'meena.d', email: 'meena@example.my', password: 'belajar-2026', first_name: 'Meena', last_name: 'Devi', phone_number: '019-123 4567', country: 'MY', state: 'Johor', school: 'SJK(T) Jalan Yahya Awal',
      meta_data: [{ key: 'mykad', value: '120315101234' }, { key: 'role', value: 'student' }],
    });
    expect(platform.auth.value).toMatchObject({ status: 'authenticated', user: { id: '7', firstName: 'Meena' } });
  });
});

describe('AccountPage › signed in', () => {
  function signedIn() {
    const platform = accountPlatform({
      auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 },
      subscription: { planId: 'teacher_plus', planName: 'Teacher Plus', category: 'teacher', status: 'active', expiryDate: '2027-03-01T00:00:00Z', source: 'order' },
    });
    stubGet(platform);
    renderWithPlatform(<AccountPage />, platform, { namespace: 'account' });
    return platform;
  }

  it('shows the profile with a masked MyKad and the subscription status in its colour', () => {
    signedIn();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Kavitha Raman');
    expect(screen.getByTestId('profile-mykad')).toHaveTextContent('12••••-••-••34');
    const status = screen.getByTestId('account-subscription-status');
    expect(status).toHaveTextContent('Active');
    expect(status).toHaveAttribute('data-color', 'green');
    expect(screen.getByTestId('account-subscription-link')).toHaveAttribute('href', '/subscription');
    expect(screen.queryByTestId('login-mykad')).not.toBeInTheDocument();
  });

  it('says No Subscription in light grey when there is none (SPEC.md §4)', () => {
    const platform = signedIn();
    act(() => platform.subscription.next({ planId: 'none', planName: 'None', category: 'student', status: 'none', source: 'none' }));
    expect(screen.getByTestId('account-subscription-status')).toHaveTextContent('No Subscription');
    expect(screen.getByTestId('account-subscription-status')).toHaveAttribute('data-color', 'light-grey');
  });

  it('rejects an invalid edit, then saves a valid one through update-profile and updates the user', async () => {
    const platform = signedIn();
    const post = jest.spyOn(platform.http, 'post').mockResolvedValue({ data: {} });
    await userEvent.click(screen.getByTestId('profile-edit'));
    const email = screen.getByTestId('profile-email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(screen.getByTestId('profile-email-error')).toHaveTextContent('Enter a valid email address');
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await userEvent.type(email, 'kavitha.raman@example.my');
    await userEvent.clear(screen.getByTestId('profile-school'));
    await userEvent.type(screen.getByTestId('profile-school'), 'SJK(T) Vivekananda');
    await userEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(screen.getByTestId('profile-email')).toHaveTextContent('kavitha.raman@example.my'));
    expect(post).toHaveBeenCalledWith('/wp-json/custom/v1/update-profile', {
      user_id: '1', first_name: 'Kavitha', last_name: 'Raman', email: 'kavitha.raman@example.my', phone_number: '0123456789', state: 'Selangor', school: 'SJK(T) Vivekananda', country: 'MY',
    });
    expect(platform.auth.value).toMatchObject({ user: { email: 'kavitha.raman@example.my', school: 'SJK(T) Vivekananda', mykadNumber: '120315101234' } });
  });

  it("keeps the form open with the server's message when the update is refused", async () => {
    const platform = signedIn();
    jest.spyOn(platform.http, 'post').mockRejectedValue(new ApiError('This email address is already registered.', 'email_taken', 409, false));
    await userEvent.click(screen.getByTestId('profile-edit'));
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-error')).toHaveTextContent('This email address is already registered.');
    expect(screen.getByTestId('profile-form')).toBeInTheDocument();
    expect(platform.auth.value).toMatchObject({ user: { email: TEST_USER.email } });
  });

  it('signs out and goes home', async () => {
    const platform = signedIn();
    await userEvent.click(screen.getByTestId('account-sign-out'));
    await waitFor(() => expect(platform.navigations).toContain('/home'));
    expect(platform.auth.value.status).toBe('unauthenticated');
  });
});
