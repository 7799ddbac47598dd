import { answer, apiError, fakeApi, networkDown, type FakeAnswer } from '@app/shared/testing';
import { redeemResultText, redeemSchoolLicense, fetchLicenseStatus } from './licenseClient';

/** The api answering every call with one answer. */
const answering = (reply: FakeAnswer) => fakeApi({ 'POST /*': reply, 'GET /*': reply }).http;

const texts = {
  notLoggedIn: 'User not logged in',
  failed: 'Failed to redeem school license',
  redeemed: 'Ours: you have joined.',
};
const request = {
  user_email: 'a@b.my',
  user_id: '1',
  first_name: 'A',
  last_name: 'B',
  school_name: 'S',
  school_state: 'T',
  school_country: 'MY',
  redemption_code: 'ABCD-EFGH-JKLM',
};

describe("redeemSchoolLicense — docs/requirements.md §8 \"'User not logged in'; the server message, else 'Failed to redeem school license'\"", () => {
  // the server's message is English only: the words for its code stand for it, in the reader's language
  const rows: [string, () => ReturnType<typeof answering>, typeof request | null, 'en' | 'ta', string][] = [
    ['no user', () => answering(answer(200, {})), null, 'en', 'User not logged in'],
    [
      'server message',
      () => answering(apiError(409, 'license_full', 'All seats are taken.')),
      request,
      'en',
      'All seats on your school’s license are taken. Ask your school to add seats.',
    ],
    [
      'server message, in Tamil',
      () => answering(apiError(409, 'license_full', 'All seats are taken.')),
      request,
      'ta',
      'உங்கள் பள்ளி உரிமத்தின் எல்லா இடங்களும் நிரம்பிவிட்டன. கூடுதல் இடங்களைச் சேர்க்க உங்கள் பள்ளியிடம் கேளுங்கள்.',
    ],
    ['no server message', () => answering(answer(500, {})), request, 'en', 'Failed to redeem school license'],
    ['no answer at all', () => answering(networkDown()), request, 'en', 'Failed to redeem school license'],
  ];
  it.each(rows)('%s', async (_name, http, req, language, expected) => {
    const result = await redeemSchoolLicense(http(), req, texts);
    expect(result.success).toBe(false);
    expect(redeemResultText(result, language)).toBe(expected);
  });
});

describe('redeemSchoolLicense — a redeemed seat', () => {
  it("is told in the page's own words, never the api's English message", async () => {
    const reply = answer(200, { success: true, message: 'School license redeemed. Your school plan is now active.' });
    const result = await redeemSchoolLicense(answering(reply), request, texts);
    expect(result).toEqual({ success: true, message: 'Ours: you have joined.' });
    expect(redeemResultText(result, 'ta')).toBe('Ours: you have joined.');
  });
});

describe('fetchLicenseStatus — docs/requirements.md §8 "Teacher status failure: no school license"', () => {
  it('answers no school license when the call fails', async () => {
    expect(await fetchLicenseStatus(answering(answer(500, {})), 'a@b.my')).toEqual({ has_school_license: false });
  });
});
