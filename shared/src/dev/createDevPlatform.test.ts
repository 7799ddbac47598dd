/** @jest-environment jsdom */
import { apiError, fakeApi } from '../testing/fakeApi';
import { createDevPlatform } from './createDevPlatform';

const LOGIN = 'POST /wp-json/custom/v1/login';
const MEENA = {
  token: 'tok-meena',
  data: { user_id: 4 },
  first_name: 'Meena',
  last_name: 'Subramaniam',
  user_email: 'asiriyar.pro@demo.my',
  state: 'Selangor',
  phone_number: '0123456789',
  country: 'MY',
  school: 'SJK(T) Ladang Bukit Rajah',
  mykad_last4: '5337',
  role: 'teacher',
};

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('createDevPlatform: the Platform of a remote running alone', () => {
  it("signs in as a demo account through the api's MyKad login, with that account's plan", async () => {
    const api = fakeApi({ [LOGIN]: MEENA });
    const platform = createDevPlatform({ http: api.http });
    await platform.signInAs('790923105337');
    expect(api.callsTo(LOGIN)[0]?.body).toEqual({ mykad: '790923105337' });
    expect(platform.auth.value).toMatchObject({
      status: 'authenticated',
      token: 'tok-meena',
      user: { id: '4', firstName: 'Meena', role: 'teacher', mykadLast4: '5337' },
    });
    expect(platform.subscription.value).toMatchObject({ planId: 'teacher_pro', status: 'active' });
  });

  it('when the api refuses the login, stays signed out and says why', async () => {
    const api = fakeApi({ [LOGIN]: apiError(429, 'rate_limited', 'Too many attempts') });
    const platform = createDevPlatform({ http: api.http });
    await expect(platform.signInAs('790923105337')).rejects.toMatchObject({ code: 'rate_limited' });
    expect(platform.auth.value.status).toBe('unauthenticated');
  });

  it('signs out with no account, and the plan becomes none', async () => {
    const platform = createDevPlatform({ http: fakeApi({ [LOGIN]: MEENA }).http });
    await platform.signInAs('790923105337');
    await platform.signInAs(undefined);
    expect(platform.auth.value.status).toBe('unauthenticated');
    expect(platform.subscription.value?.planId).toBe('none');
  });

  it('remembers the user, the plan and the language across a reload of the page', async () => {
    const storage = memoryStorage();
    const first = createDevPlatform({ http: fakeApi({ [LOGIN]: MEENA }).http, storage });
    await first.signInAs('790923105337');
    first.setPlan('teacher_plus');
    first.setLanguage('bm');
    const reloaded = createDevPlatform({ http: fakeApi().http, storage });
    expect(reloaded.auth.value).toMatchObject({ status: 'authenticated', token: 'tok-meena' });
    expect(reloaded.subscription.value?.planId).toBe('teacher_plus');
    expect(reloaded.language.value).toBe('bm');
    expect(reloaded.i18n.language).toBe('bm');
  });

  it('starts afresh, signed out in Tamil, when what it remembered is not what it wrote', () => {
    const storage = memoryStorage();
    storage.setItem('dev.harness', '{"token": 5, "language": "fr"');
    const platform = createDevPlatform({ storage });
    expect([platform.auth.value.status, platform.language.value]).toEqual(['unauthenticated', 'ta']);
  });

  it('sends a score straight to the api as the signed-in user', async () => {
    const api = fakeApi({ [LOGIN]: MEENA, 'POST /wp-json/custom/v1/save-quiz-score': { ok: true } });
    const platform = createDevPlatform({ http: api.http });
    await platform.signInAs('790923105337');
    const sent = platform.submitScore({ id: 'score-1', kind: 'quiz', payload: { score: 7 } });
    await expect(sent).resolves.toEqual({ queued: false, id: 'score-1' });
    const body = api.callsTo('POST /wp-json/custom/v1/save-quiz-score')[0]?.body;
    expect(body).toEqual({ score: 7, client_id: 'score-1', user_identifier: '4' });
  });
});
