import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_NOTICE_VERSION, type Language } from '@app/shared';
import { apiError, networkDown, renderWithPlatform, TEST_USER, type FakeApi, type FakePlatform, type FakeRoutes } from '@app/shared/testing';
import { accountApi, accountPlatform, CUSTOM_API } from '../testing/accountPlatform';
import { AccountPage } from './AccountPage';

jest.setTimeout(20_000);

const LOGIN = `POST ${CUSTOM_API}/login`;
const REGISTER = `POST ${CUSTOM_API}/register`;
const UPDATE_PROFILE = `POST ${CUSTOM_API}/update-profile`;
const EMAIL_TAKEN = apiError(409, 'email_taken', 'This email address is already registered.');
const PIN = `${CUSTOM_API}/account/pin`;

const LOGIN_RESPONSE = {
  token: 'signed.token',
  data: { user_id: 7 },
  first_name: 'Meena',
  last_name: 'Devi',
  user_email: 'meena@example.my',
  state: 'Johor',
  phone_number: '0191234567',
  country: 'MY',
  school: 'SJK(T) Jalan Yahya Awal',
  mykad_last4: '1234',
  role: 'student',
};

/** The signed-out account page (sign-in and registration) over a fake api answering `routes` too. */
function signedOut(routes: FakeRoutes = {}, language: Language = 'en'): { platform: FakePlatform; api: FakeApi } {
  const api = accountApi(routes);
  const platform = accountPlatform({ language, api });
  renderWithPlatform(<AccountPage />, platform, { namespace: 'account', route: '/account' });
  return { platform, api };
}

async function signInWith(mykad: string) {
  await userEvent.type(screen.getByTestId('login-mykad'), mykad);
  await userEvent.click(screen.getByTestId('login-submit'));
}

describe("AccountPage › a sign-in card's QR code and a parent's email link (docs/adr/0018)", () => {
  const SECRET = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C';
  const open = (hash: string, routes: FakeRoutes, language: Language = 'en') => {
    const api = accountApi(routes);
    const platform = accountPlatform({ language, api });
    renderWithPlatform(<AccountPage />, platform, { namespace: 'account', route: `/account${hash}` });
    return { platform, api };
  };

  it("signs this phone in with the card's link, sending its secret in a body (never a URL), and goes home", async () => {
    const { platform, api } = open(`#card=${SECRET}`, { [`POST ${CUSTOM_API}/login/card`]: LOGIN_RESPONSE }, 'ta');
    expect(screen.getByTestId('card-link-sign-in')).toHaveTextContent('உள்நுழைவு அட்டையைக் கொண்டு');
    await waitFor(() => expect(platform.navigations).toContain('/home'));
    const [sent] = api.callsTo(`POST ${CUSTOM_API}/login/card`);
    expect(sent?.body).toEqual({ card: SECRET });
    expect(sent?.headers['x-device-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(platform.auth.value).toMatchObject({ status: 'authenticated', user: { id: '7' } });
  });

  it('says in Tamil when a card no longer works, and leads back to the sign-in form', async () => {
    open(`#card=${SECRET}`, { [`POST ${CUSTOM_API}/login/card`]: apiError(404, 'card_unknown', 'This sign-in card does not work any more.') }, 'ta');
    expect(await screen.findByTestId('card-link-error')).toHaveTextContent('இந்த உள்நுழைவு அட்டை இனி செல்லாது');
    await userEvent.click(screen.getByRole('button', { name: 'உள்நுழைவுக்குத் திரும்பு' }));
    expect(screen.getByTestId('login-mykad')).toBeInTheDocument();
  });

  it('shows a parent who asked, on what and when, and lets that device in only when Allow is pressed', async () => {
    const { api } = open(`#device-link=${SECRET}`, {
      [`POST ${CUSTOM_API}/login/email-link/pending`]: { first_name: 'Kavin', device: 'Chrome · Android', requested_at: '2026-11-22T01:30:00.000Z' },
      [`POST ${CUSTOM_API}/login/email-link/allow`]: { allowed: true },
    });
    expect(await screen.findByTestId('device-link-question')).toHaveTextContent('Kavin asked to sign in on Chrome · Android');
    expect(api.callsTo(`POST ${CUSTOM_API}/login/email-link/allow`)).toHaveLength(0);
    await userEvent.click(screen.getByTestId('device-link-allow'));
    expect(await screen.findByTestId('device-link-allowed')).toHaveTextContent('press Sign in again');
    expect(api.callsTo(`POST ${CUSTOM_API}/login/email-link/allow`).map((c) => c.body)).toEqual([{ token: SECRET }]);
  });
});

describe('AccountPage › MyKad sign-in (docs/requirements.md §1 "Login is by mykad only")', () => {
  it('signs in with a valid MyKad, stores the mapped user details and goes home', async () => {
    const { platform, api } = signedOut({ [LOGIN]: LOGIN_RESPONSE });
    await signInWith('120315-10-1234');
    await waitFor(() => expect(platform.navigations).toContain('/home'));
    const [sent] = api.callsTo(LOGIN);
    expect(sent?.body).toEqual({ mykad: '120315101234' });
    expect(sent?.headers['x-device-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(platform.auth.value).toMatchObject({
      status: 'authenticated',
      token: 'signed.token',
      user: { id: '7', firstName: 'Meena', email: 'meena@example.my', mykadLast4: '1234', role: 'student' },
    });
  });

  it('names what is wrong with an invalid MyKad and does not call the server', async () => {
    const { api } = signedOut();
    await signInWith('120230-10-1234');
    expect(await screen.findByTestId('login-mykad-error')).toHaveTextContent(
      'MyKad number must start with a real date of birth (YYMMDD): 120230 is not a valid date.',
    );
    expect(screen.getByTestId('login-mykad')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /*')).toHaveLength(0);
  });

  it('asks a teacher for their PIN on a new device, and signs in with both', async () => {
    const { platform, api } = signedOut({
      [LOGIN]: ({ body }) => {
        const { pin } = body as { pin?: string };
        if (!pin) return apiError(401, 'device_step_required', 'One more step.', { steps: ['pin'] });
        if (pin !== '482913') return apiError(401, 'pin_wrong', 'That PIN is not right. Please try again.');
        return { ...LOGIN_RESPONSE, role: 'teacher' };
      },
    });
    await signInWith('790923-10-5337');
    const pin = await screen.findByTestId('login-pin');
    await userEvent.type(pin, '000000');
    await userEvent.click(screen.getByTestId('pin-submit'));
    expect(await screen.findByTestId('new-device-error')).toHaveTextContent('That PIN is not right. Please try again.');
    await userEvent.clear(pin);
    await userEvent.type(pin, '482913');
    await userEvent.click(screen.getByTestId('pin-submit'));
    await waitFor(() => expect(platform.navigations).toContain('/home'));
    expect(api.callsTo(LOGIN).map((call) => call.body)).toEqual([
      { mykad: '790923105337' },
      { mykad: '790923105337', pin: '000000' },
      { mykad: '790923105337', pin: '482913' },
    ]);
  });

  it('guides a pupil on a new device in Tamil: the card code, or the email link, and signs in with the code', async () => {
    const { platform } = signedOut(
      {
        [LOGIN]: ({ body }) => {
          const { card_code } = body as { card_code?: string };
          if (!card_code) return apiError(401, 'device_step_required', 'One more step.', { steps: ['card', 'email_link', 'a-step-from-the-future'] });
          if (card_code !== 'k7p-4mx') return apiError(401, 'card_code_wrong', 'That card code is not right.');
          return LOGIN_RESPONSE;
        },
      },
      'ta',
    );
    await signInWith('120315101234');
    expect(await screen.findByRole('heading', { name: 'இந்தக் கைப்பேசியில் இன்னும் ஒரு படி' })).toBeInTheDocument();
    expect(screen.getByTestId('step-card')).toHaveTextContent('உங்கள் உள்நுழைவு அட்டையை ஆசிரியரிடம் கேளுங்கள்');
    expect(screen.getByTestId('step-email_link')).toBeInTheDocument();
    expect(screen.queryByTestId('step-pictures')).not.toBeInTheDocument();
    await userEvent.type(screen.getByTestId('card-code'), 'AAA-AAA');
    await userEvent.click(screen.getByTestId('card-code-submit'));
    expect(await screen.findByTestId('new-device-error')).toHaveTextContent('அந்த அட்டைக் குறியீடு சரியில்லை');
    await userEvent.clear(screen.getByTestId('card-code'));
    await userEvent.type(screen.getByTestId('card-code'), 'k7p-4mx');
    await userEvent.click(screen.getByTestId('card-code-submit'));
    await waitFor(() => expect(platform.navigations).toContain('/home'));
    expect(platform.auth.value).toMatchObject({ status: 'authenticated', user: { id: '7' } });
  });

  it('lets a Year 1 pupil tap their two pictures, and sends the pair with the MyKad', async () => {
    const { platform, api } = signedOut({
      [LOGIN]: ({ body }) => {
        const { pictures } = body as { pictures?: number[] };
        if (!pictures) return apiError(401, 'device_step_required', 'One more step.', { steps: ['pictures', 'email_link'] });
        return pictures.join() === '2,5' ? LOGIN_RESPONSE : apiError(401, 'pictures_wrong', 'Those are not your two pictures.');
      },
    });
    await signInWith('190315101234');
    await userEvent.click(await screen.findByRole('button', { name: 'Fish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rocket' }));
    expect(await screen.findByTestId('new-device-error')).toHaveTextContent('Those are not your two pictures. Try again.');
    expect(screen.getByRole('button', { name: 'Fish' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Elephant' }));
    await userEvent.click(screen.getByRole('button', { name: 'House' }));
    await waitFor(() => expect(platform.navigations).toContain('/home'));
    expect(api.callsTo(LOGIN).map((call) => (call.body as { pictures?: number[] }).pictures)).toEqual([undefined, [0, 4], [2, 5]]);
  });

  it("sends the link to the account's email from a new device, then signs in once it is allowed", async () => {
    let allowed = false;
    const { platform, api } = signedOut({
      [LOGIN]: () => (allowed ? LOGIN_RESPONSE : apiError(401, 'device_step_required', 'One more step.', { steps: ['email_link'] })),
      [`POST ${CUSTOM_API}/login/email-link`]: () => {
        allowed = true;
        return { sent: true };
      },
    });
    await signInWith('120315101234');
    await userEvent.click(await screen.findByTestId('email-link-send'));
    expect(await screen.findByTestId('email-link-sent')).toHaveTextContent('The link is on its way');
    expect(api.callsTo(`POST ${CUSTOM_API}/login/email-link`)[0]?.headers['x-device-id']).toMatch(/^[0-9a-f]{32}$/);
    await userEvent.click(screen.getByTestId('email-link-retry'));
    await waitFor(() => expect(platform.navigations).toContain('/home'));
  });

  it("says in the reader's language when there were too many attempts, and that a known phone signs in", async () => {
    const refused = apiError(429, 'rate_limited', 'Too many sign-in attempts. Please wait a few minutes.');
    const { platform } = signedOut({ [LOGIN]: refused }, 'ta');
    await signInWith('120315101234');
    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveTextContent('உள்நுழைவு முயற்சிகள் மிக அதிகம்');
    expect(alert).toHaveTextContent('முன்பு உள்நுழைந்த கைப்பேசி');
    expect(platform.auth.value.status).toBe('unauthenticated');
    expect(screen.getByTestId('login-submit')).toBeEnabled();
  });

  it("says in Tamil that no account has this MyKad, never in the server's English", async () => {
    const unknown = apiError(404, 'mykad_not_registered', 'No account is registered with this MyKad number.');
    signedOut({ [LOGIN]: unknown }, 'ta');
    await signInWith('120315101234');
    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveTextContent('இந்த MyKad எண்ணில் எந்தக் கணக்கும் பதிவு செய்யப்படவில்லை.');
    expect(alert).not.toHaveTextContent('No account');
  });

  it('announces the sign-in error in an alert region that was there before the error (WCAG 4.1.3)', async () => {
    signedOut({ [LOGIN]: apiError(404, 'mykad_not_registered', 'No account is registered with this MyKad number.') });
    await screen.findByTestId('login-mykad');
    // TalkBack reads a change inside a live region it knows, not a region that arrives with its text
    const region = screen.getByRole('alert');
    expect(region).toBeEmptyDOMElement();
    await signInWith('120315101234');
    expect(await within(region).findByTestId('login-error')).toHaveTextContent('No account is registered with this MyKad number.');
    expect(screen.getByRole('alert')).toBe(region);
  });

  it('says the server could not be reached when the connection drops', async () => {
    signedOut({ [LOGIN]: networkDown() });
    await signInWith('120315101234');
    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveTextContent('Could not reach the server. Check your internet connection and try again.');
  });
});

async function fillRegistration(overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    mykad: '120315-10-1234',
    first_name: 'Meena',
    last_name: 'Devi',
    email: 'meena@example.my',
    phone_number: '019-123 4567',
    school: 'SJK(T) Jalan Yahya Awal',
    ...overrides,
  };
  for (const [field, value] of Object.entries(values)) {
    if (!value) continue;
    // paste, not type: a dozen fields typed key by key is slow on a shared CI machine
    await userEvent.click(screen.getByTestId(`register-${field}`));
    await userEvent.paste(value);
  }
  await userEvent.click(screen.getByTestId('register-role-student'));
  // a pupil under 18 registers with a parent's consent (issue 21.3)
  if (screen.queryByTestId('register-consent') && overrides.parent !== '') {
    await userEvent.click(screen.getByTestId('register-consent-name'));
    await userEvent.paste('Lakshmi Devi');
    await userEvent.click(screen.getByTestId('register-consent-contact'));
    await userEvent.paste('lakshmi@example.my');
    await userEvent.click(screen.getByTestId('register-consent-agree'));
  }
}

describe('AccountPage › registration (docs/requirements.md §3 registration payload)', () => {
  it('offers the sorted countries with Malaysia chosen, and the Malaysian states', async () => {
    signedOut();
    const country = screen.getByTestId('register-country');
    await waitFor(() => expect(country.querySelectorAll('option')).toHaveLength(3));
    expect([...country.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['India', 'Malaysia', 'Singapore']);
    expect(country).toHaveValue('MY');
    expect(screen.getByRole('option', { name: 'Kuala Lumpur (Federal Territory)' })).toBeInTheDocument();
  });

  it('marks every missing field and sends nothing', async () => {
    const { api } = signedOut();
    await userEvent.click(screen.getByTestId('register-submit'));
    for (const field of ['mykad', 'first_name', 'last_name', 'email', 'phone_number', 'state', 'school', 'role']) {
      expect(screen.getByTestId(`register-${field}-error`)).toBeVisible();
    }
    expect(api.callsTo('POST /*')).toHaveLength(0);
  });

  it('asks only what the product uses: no username and no password (ADR 0010)', async () => {
    signedOut();
    await screen.findByRole('option', { name: 'India' });
    expect(screen.queryByTestId('register-username')).not.toBeInTheDocument();
    expect(screen.queryByTestId('register-password')).not.toBeInTheDocument();
  });

  it('tells the user early when the MyKad is already registered, and fills the state from it', async () => {
    const { api } = signedOut({ [`POST ${CUSTOM_API}/check-mykad`]: { exists: true } });
    await userEvent.type(screen.getByTestId('register-mykad'), '120315-10-1234');
    await userEvent.tab();
    expect(await screen.findByTestId('register-mykad-exists')).toHaveTextContent('already registered');
    // asked by POST: the number is in no URL (docs/adr/0018)
    expect(api.callsTo(`POST ${CUSTOM_API}/check-mykad`).map((call) => call.body)).toEqual([{ mykad: '120315101234' }]);
    expect(api.callsTo(`GET ${CUSTOM_API}/check-mykad`)).toHaveLength(0);
    // place-of-birth code 10 is Selangor
    expect(screen.getByTestId('register-state')).toHaveValue('Selangor');
  });

  it.each([
    ['en', 'This email address is already registered to another account.'],
    ['ta', 'இந்த மின்னஞ்சல் முகவரி ஏற்கெனவே வேறொரு கணக்கில் பதிவு செய்யப்பட்டுள்ளது.'],
    ['bm', 'Alamat e-mel ini sudah didaftarkan kepada akaun lain.'],
  ] as const)('says in %s that the email is taken, and stays signed out', async (language, text) => {
    const { platform } = signedOut({ [REGISTER]: EMAIL_TAKEN }, language);
    await fillRegistration();
    await userEvent.selectOptions(screen.getByTestId('register-state'), 'Johor');
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent(text);
    expect(platform.auth.value.status).toBe('unauthenticated');
  });

  it('tells someone who asks to be a teacher how the request is confirmed, and takes them to the licence page', async () => {
    const { platform } = signedOut({ [REGISTER]: { ...LOGIN_RESPONSE, teacher_request: 'pending' } });
    await fillRegistration();
    await userEvent.click(screen.getByTestId('register-role-teacher'));
    expect(screen.getByTestId('register-teacher-note')).toHaveTextContent("school's licence code");
    await userEvent.selectOptions(screen.getByTestId('register-state'), 'Johor');
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(platform.navigations).toContain('/license-management'));
    expect(platform.toasts.map((t) => t.message).join(' ')).toContain("enter your school's licence code here");
  });

  it('registers with the full payload, signs in and goes home', async () => {
    const { platform, api } = signedOut({ [REGISTER]: LOGIN_RESPONSE });
    await fillRegistration();
    await userEvent.selectOptions(screen.getByTestId('register-state'), 'Johor');
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(platform.navigations).toContain('/home'));
    expect(api.callsTo(REGISTER).map((call) => call.body)).toEqual([
      {
        email: 'meena@example.my',
        first_name: 'Meena',
        last_name: 'Devi',
        phone_number: '019-123 4567',
        country: 'MY',
        state: 'Johor',
        school: 'SJK(T) Jalan Yahya Awal',
        meta_data: [
          { key: 'mykad', value: '120315101234' },
          { key: 'role', value: 'student' },
        ],
        parent_consent: { name: 'Lakshmi Devi', contact: 'lakshmi@example.my', relationship: 'parent', notice_version: PRIVACY_NOTICE_VERSION, agreed: true },
      },
    ]);
    expect(platform.auth.value).toMatchObject({ status: 'authenticated', user: { id: '7', firstName: 'Meena' } });
  });

  it('links the privacy notice from the registration form', () => {
    signedOut();
    expect(screen.getByTestId('register-privacy-link')).toHaveAttribute('href', '/policies#privacy');
  });

  it.each([
    ['en', "A parent's or guardian's consent", 'A parent or guardian must tick this box.'],
    ['ta', 'பெற்றோர் அல்லது பாதுகாவலரின் ஒப்புதல்', 'பெற்றோர் அல்லது பாதுகாவலர் இந்தப் பெட்டியில் குறியிட வேண்டும்.'],
    ['bm', 'Persetujuan ibu bapa atau penjaga', 'Ibu bapa atau penjaga mesti menanda kotak ini.'],
  ] as const)("asks in %s for a parent's consent for a pupil under 18, and sends nothing until it is given", async (language, title, error) => {
    const { api } = signedOut({ [REGISTER]: LOGIN_RESPONSE }, language);
    await fillRegistration({ parent: '' });
    await userEvent.selectOptions(screen.getByTestId('register-state'), 'Johor');
    expect(screen.getByTestId('register-consent')).toHaveTextContent(title);
    expect(screen.getByTestId('register-consent-notice')).toHaveAttribute('href', '/policies#privacy');
    await userEvent.click(screen.getByTestId('register-consent-name'));
    await userEvent.paste('Lakshmi Devi');
    await userEvent.click(screen.getByTestId('register-consent-contact'));
    await userEvent.paste('012-345 6789');
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-consent-error')).toHaveTextContent(error);
    expect(api.callsTo(REGISTER)).toHaveLength(0);
  });

  it("does not ask an adult for a parent's consent", async () => {
    const { api } = signedOut({ [REGISTER]: LOGIN_RESPONSE });
    await fillRegistration({ mykad: '850612-14-5671' });
    await userEvent.selectOptions(screen.getByTestId('register-state'), 'Johor');
    expect(screen.queryByTestId('register-consent')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(api.callsTo(REGISTER)).toHaveLength(1));
    expect(api.callsTo(REGISTER)[0]!.body).not.toHaveProperty('parent_consent');
  });
});

/**
 * WCAG 2.2 1.3.5 Identify Input Purpose, field by field: every field that asks about the person
 * filling it in carries its HTML autocomplete token. The rest are "off" on purpose: the MyKad has
 * no token, and a pupil's shared school device must not offer another child's number; the parent's
 * name and contact are not the person typing (a child), so the device's own details would be wrong.
 * A new field fails here until it is given a purpose.
 */
const FIELD_PURPOSES: Record<string, string> = {
  'login-mykad': 'off',
  'register-mykad': 'off',
  'register-first_name': 'given-name',
  'register-last_name': 'family-name',
  'register-email': 'email',
  'register-phone_number': 'tel',
  'register-country': 'country',
  'register-state': 'address-level1',
  'register-school': 'organization',
  'register-consent-name': 'off',
  'register-consent-contact': 'off',
  // parent or guardian: HTML has no token for it, and nothing for a device to fill
  'register-consent-relationship': '(none)',
  'profile-first_name': 'given-name',
  'profile-last_name': 'family-name',
  'profile-email': 'email',
  'profile-phone_number': 'tel',
  'profile-country': 'country',
  'profile-state': 'address-level1',
  'profile-school': 'organization',
};

/** Each text field and select on the page (choices by box or radio have no purpose to state), with its token. */
function fieldPurposes(): [string, string][] {
  return [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')]
    .filter((f) => !['checkbox', 'radio', 'hidden', 'submit'].includes(f.type))
    .map((f) => [f.dataset.testid ?? f.name, f.getAttribute('autocomplete') ?? '(none)']);
}

describe('AccountPage › every field states its purpose (WCAG 1.3.5)', () => {
  it('signed out: sign-in, registration and a parent’s consent', async () => {
    signedOut();
    await screen.findByRole('option', { name: 'India' });
    // a MyKad born in 2015: the pupil is under 18 and the parent's consent fields show
    await userEvent.type(screen.getByTestId('register-mykad'), '150315-10-1234');
    await screen.findByTestId('register-consent');
    const fields = fieldPurposes();
    expect(fields.map(([id]) => id)).toEqual(expect.arrayContaining(['login-mykad', 'register-state', 'register-consent-name']));
    for (const [id, token] of fields) expect([id, token]).toEqual([id, FIELD_PURPOSES[id] ?? 'not in the audit']);
  });

  it('signed in: the profile being edited', async () => {
    const api = accountApi({});
    const platform = accountPlatform({ language: 'en', api, auth: { status: 'authenticated', token: 't', user: TEST_USER, since: 0 } });
    renderWithPlatform(<AccountPage />, platform, { namespace: 'account' });
    await userEvent.click(screen.getByTestId('profile-edit'));
    const fields = fieldPurposes().filter(([id]) => id.startsWith('profile-'));
    expect(fields.map(([id]) => id)).toEqual(expect.arrayContaining(['profile-email', 'profile-state']));
    for (const [id, token] of fields) expect([id, token]).toEqual([id, FIELD_PURPOSES[id] ?? 'not in the audit']);
  });
});

describe('AccountPage › signed in', () => {
  const TEACHER = { ...TEST_USER, role: 'teacher' as const };

  /** The signed-in account page of TEST_USER (a student on Teacher Plus unless `user` says otherwise). */
  function signedIn(routes: FakeRoutes = {}, { language = 'en', user = TEST_USER }: { language?: Language; user?: typeof TEST_USER } = {}) {
    const api = accountApi(routes);
    const platform = accountPlatform({
      language,
      api,
      auth: { status: 'authenticated', token: 't', user, since: 0 },
      subscription: {
        planId: 'teacher_plus',
        planName: 'Teacher Plus',
        category: 'teacher',
        status: 'active',
        expiryDate: '2027-02-28T16:30:00Z',
        source: 'order',
      },
    });
    renderWithPlatform(<AccountPage />, platform, { namespace: 'account' });
    return { platform, api };
  }

  it('shows the profile with the MyKad as its last four digits (all the app knows) and the subscription status in its colour', async () => {
    signedIn();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Kavitha Raman');
    expect(screen.getByTestId('profile-mykad')).toHaveTextContent('••••••-••-1234');
    const status = screen.getByTestId('account-subscription-status');
    expect(status).toHaveTextContent('Active');
    expect(status).toHaveAttribute('data-color', 'green');
    expect(screen.getByTestId('account-subscription-link')).toHaveAttribute('href', '/subscription');
    expect(screen.queryByTestId('login-mykad')).not.toBeInTheDocument();
    await screen.findAllByTestId('login-history-event');
  });

  it('shows the pupil’s homework To-do list, the same as on the hub, and says when there is none', async () => {
    signedIn();
    const todo = await screen.findByTestId('account-todo');
    expect(todo).toHaveTextContent('To do');
    expect(todo).toHaveTextContent('No homework right now.');
    await screen.findAllByTestId('login-history-event');
  });

  it("shows the plan's expiry as the Malaysian date (half past midnight on 1 March there)", async () => {
    signedIn();
    expect(screen.getByTestId('account-subscription')).toHaveTextContent('Valid until 1 Mar 2027');
    await screen.findAllByTestId('login-history-event');
  });

  it('says No Subscription in light grey when there is none (docs/requirements.md §4)', async () => {
    const { platform } = signedIn();
    act(() => platform.subscription.next({ planId: 'none', planName: 'None', category: 'student', status: 'none', source: 'none' }));
    expect(screen.getByTestId('account-subscription-status')).toHaveTextContent('No Subscription');
    expect(screen.getByTestId('account-subscription-status')).toHaveAttribute('data-color', 'light-grey');
    await screen.findAllByTestId('login-history-event');
  });

  it('rejects an invalid edit, then saves a valid one through update-profile and updates the user', async () => {
    const { platform, api } = signedIn({ [UPDATE_PROFILE]: {} });
    await userEvent.click(screen.getByTestId('profile-edit'));
    const email = screen.getByTestId('profile-email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(screen.getByTestId('profile-email-error')).toHaveTextContent('Enter a valid email address');
    expect(api.callsTo(UPDATE_PROFILE)).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'kavitha.raman@example.my');
    await userEvent.clear(screen.getByTestId('profile-school'));
    await userEvent.type(screen.getByTestId('profile-school'), 'SJK(T) Vivekananda');
    await userEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(screen.getByTestId('profile-email')).toHaveTextContent('kavitha.raman@example.my'));
    expect(api.callsTo(UPDATE_PROFILE).map((call) => call.body)).toEqual([
      {
        user_id: '1',
        first_name: 'Kavitha',
        last_name: 'Raman',
        email: 'kavitha.raman@example.my',
        phone_number: '0123456789',
        state: 'Selangor',
        school: 'SJK(T) Vivekananda',
        country: 'MY',
      },
    ]);
    expect(platform.auth.value).toMatchObject({ user: { email: 'kavitha.raman@example.my', school: 'SJK(T) Vivekananda', mykadLast4: '1234' } });
  });

  it('keeps the form open and says in Tamil why the update was refused', async () => {
    const { platform } = signedIn({ [UPDATE_PROFILE]: EMAIL_TAKEN }, { language: 'ta' });
    await userEvent.click(screen.getByTestId('profile-edit'));
    await userEvent.click(screen.getByTestId('profile-save'));
    const error = await screen.findByTestId('profile-error');
    expect(error).toHaveTextContent('இந்த மின்னஞ்சல் முகவரி ஏற்கெனவே வேறொரு கணக்கில் பதிவு செய்யப்பட்டுள்ளது.');
    expect(screen.getByTestId('profile-form')).toBeInTheDocument();
    expect(platform.auth.value).toMatchObject({ user: { email: TEST_USER.email } });
  });

  it("shows the account's sign-ins on a Malaysian clock, with the device, address and refused attempts", async () => {
    signedIn();
    const events = await screen.findAllByTestId('login-history-event');
    expect(events).toHaveLength(2);
    expect(events[0]).toHaveTextContent('Signed in');
    expect(events[0]).toHaveTextContent('22 Nov 2026, 9:30 am · Chrome · Android · 203.0.113.7');
    expect(events[1]).toHaveTextContent('21 Nov 2026, 8:05 pm · Unknown device · 198.51.100.9');
    expect(events[1]).toHaveAttribute('data-outcome', 'refused');
    expect(events[1]).toHaveTextContent('Sign-in refused (too many attempts)');
  });

  it('says in Tamil when the sign-in record cannot be loaded', async () => {
    const broken = apiError(500, 'internal_error', 'Internal Server Error');
    signedIn({ [`GET ${CUSTOM_API}/account/logins`]: broken }, { language: 'ta' });
    const error = await screen.findByTestId('login-history-error');
    expect(error).toHaveTextContent('எங்கள் பக்கத்தில் ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலவும்.');
  });

  it('ends every session on the server with "Sign out on all devices"', async () => {
    const { platform, api } = signedIn({ [`POST ${CUSTOM_API}/logout`]: { signed_out: true, everywhere: true } });
    await userEvent.click(await screen.findByTestId('sign-out-everywhere'));
    await waitFor(() => expect(platform.auth.value.status).toBe('unauthenticated'));
    expect(api.callsTo(`POST ${CUSTOM_API}/logout`).map((call) => call.body)).toEqual([{ everywhere: true }]);
  });

  it('offers no PIN to a student account', async () => {
    signedIn();
    await screen.findAllByTestId('login-history-event');
    expect(screen.queryByTestId('teacher-pin')).not.toBeInTheDocument();
  });

  it('lets a teacher set a PIN of 6 to 12 digits, and change it only with the current one', async () => {
    const { api } = signedIn(
      {
        [`GET ${PIN}`]: { pin_set: false, pin_available: true },
        [`PUT ${PIN}`]: { pin_set: true, pin_available: true },
      },
      { user: TEACHER },
    );
    await userEvent.type(await screen.findByTestId('pin-new'), '1234');
    await userEvent.click(screen.getByTestId('pin-save'));
    expect(screen.getByTestId('pin-message')).toHaveTextContent('6 to 12 digits.');
    expect(api.callsTo(`PUT ${PIN}`)).toHaveLength(0);
    await userEvent.clear(screen.getByTestId('pin-new'));
    await userEvent.type(screen.getByTestId('pin-new'), '482913');
    await userEvent.click(screen.getByTestId('pin-save'));
    expect(await screen.findByTestId('pin-message')).toHaveTextContent('Your PIN is saved.');
    expect(api.callsTo(`PUT ${PIN}`).map((call) => call.body)).toEqual([{ pin: '482913' }]);
    expect(screen.getByTestId('teacher-pin-state')).toHaveTextContent('A PIN is set');

    await userEvent.type(screen.getByTestId('pin-new'), '135790');
    await userEvent.click(screen.getByTestId('pin-save'));
    expect(screen.getByTestId('pin-message')).toHaveTextContent('Enter your current PIN first.');
    expect(api.callsTo(`PUT ${PIN}`)).toHaveLength(1);
  });

  it('says in Tamil that the current PIN is wrong when a change is refused', async () => {
    const { api } = signedIn(
      {
        [`GET ${PIN}`]: { pin_set: true, pin_available: true },
        [`PUT ${PIN}`]: apiError(401, 'pin_wrong', 'That PIN is not right. Please try again.'),
      },
      { user: TEACHER, language: 'ta' },
    );
    await userEvent.type(await screen.findByTestId('pin-current'), '000000');
    await userEvent.type(screen.getByTestId('pin-new'), '135790');
    await userEvent.click(screen.getByTestId('pin-save'));
    expect(await screen.findByTestId('pin-message')).toHaveTextContent('அந்த PIN சரியில்லை. மீண்டும் முயலவும்.');
    expect(api.callsTo(`PUT ${PIN}`).map((call) => call.body)).toEqual([{ pin: '135790', current_pin: '000000' }]);
  });

  it('signs out and goes home', async () => {
    const { platform } = signedIn();
    await userEvent.click(screen.getByTestId('account-sign-out'));
    await waitFor(() => expect(platform.navigations).toContain('/home'));
    expect(platform.auth.value.status).toBe('unauthenticated');
  });

  describe('your data (issue 21.3: download and delete)', () => {
    const DATA = `GET ${CUSTOM_API}/account/data`;
    const DELETE = `POST ${CUSTOM_API}/account/delete`;

    it('downloads everything kept about the user as a JSON file, saying it is being prepared', async () => {
      const created: Blob[] = [];
      const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
      URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:my-data');
      URL.revokeObjectURL = () => undefined;
      try {
        const { api, platform } = signedIn({ [DATA]: { data: { account: { first_name: 'Kavitha' } } } });
        await userEvent.click(screen.getByTestId('my-data-download'));
        await waitFor(() => expect(platform.toasts.map((t) => t.message)).toContain('Your data has been downloaded.'));
        expect(api.callsTo(DATA)).toHaveLength(1);
        expect(created).toHaveLength(1);
        // jsdom's Blob has no text(): read it as a browser's FileReader would
        const text = await new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.readAsText(created[0]!);
        });
        expect(JSON.parse(text)).toEqual({ data: { account: { first_name: 'Kavitha' } } });
      } finally {
        URL.createObjectURL = original.create;
        URL.revokeObjectURL = original.revoke;
      }
    });

    it('says what went wrong when the download fails', async () => {
      signedIn({ [DATA]: networkDown() });
      await userEvent.click(screen.getByTestId('my-data-download'));
      expect(await screen.findByTestId('my-data-error')).toBeVisible();
    });

    it.each([
      ['en', 'Delete your account?', 'Deleted pupil'],
      ['ta', 'உங்கள் கணக்கை நீக்கவா?', 'நீக்கப்பட்ட மாணவர்'],
      ['bm', 'Padam akaun anda?', 'Murid dipadam'],
    ] as const)('asks in %s before deleting, and cancelling deletes nothing', async (language, title, stays) => {
      const { api } = signedIn({ [DELETE]: { deleted: true } }, { language });
      await userEvent.click(screen.getByTestId('delete-account'));
      const confirm = screen.getByTestId('delete-confirm');
      expect(confirm).toHaveTextContent(title);
      expect(confirm).toHaveTextContent(stays);
      await userEvent.click(screen.getByTestId('delete-cancel'));
      expect(screen.queryByTestId('delete-confirm')).not.toBeInTheDocument();
      expect(api.callsTo(DELETE)).toHaveLength(0);
    });

    it('deletes the account once confirmed, signs out and goes home', async () => {
      const { api, platform } = signedIn({ [DELETE]: { deleted: true } });
      await userEvent.click(screen.getByTestId('delete-account'));
      await userEvent.click(screen.getByTestId('delete-confirm-yes'));
      await waitFor(() => expect(platform.navigations).toContain('/home'));
      expect(api.callsTo(DELETE).map((c) => c.body)).toEqual([{ confirm: true }]);
      expect(platform.auth.value.status).toBe('unauthenticated');
      expect(platform.toasts.map((t) => t.message)).toContain('Your account has been deleted.');
    });

    it('keeps the confirmation open with the error when the deletion fails, still signed in', async () => {
      const { platform } = signedIn({ [DELETE]: apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.') });
      await userEvent.click(screen.getByTestId('delete-account'));
      await userEvent.click(screen.getByTestId('delete-confirm-yes'));
      expect(await screen.findByTestId('my-data-error')).toHaveTextContent('Something went wrong');
      expect(screen.getByTestId('delete-confirm')).toBeVisible();
      expect(platform.auth.value.status).toBe('authenticated');
    });
  });
});
