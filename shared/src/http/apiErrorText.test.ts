import { ApiError } from './apiError';
import { apiErrorCodeText, apiErrorKind, apiErrorText, apiFailure } from './apiErrorText';
import { LANGUAGES } from '../i18n/language';
import { loadApiErrorTexts } from './apiErrorTextStore';

describe("a failed api call in the reader's language", () => {
  // the words for the api's codes are loaded when first needed (apiErrorTextStore.ts); here, up front
  beforeAll(() => Promise.all(LANGUAGES.map(loadApiErrorTexts)));

  it.each([
    // the api's error, language, what the reader sees
    [new ApiError('Invalid coupon code.', 'invalid_coupon', 404, false), 'ta', 'தவறான கூப்பன் குறியீடு.'],
    [new ApiError('Invalid coupon code.', 'invalid_coupon', 404, false), 'en', 'Invalid coupon code.'],
    [new ApiError('Invalid coupon code.', 'invalid_coupon', 404, false), 'bm', 'Kod kupon tidak sah.'],
    [new ApiError('Leaderboards need an active subscription.', 'subscription_required', 403, false), 'ta', 'இதற்குச் செயலில் உள்ள சந்தா தேவை.'],
    [new ApiError('Something went wrong on our side. Please try again.', 'internal_error', 500, false), 'bm', 'Berlaku masalah di pihak kami. Sila cuba lagi.'],
  ] as const)('%o in %s reads %s', (error, language, text) => expect(apiErrorText(error, language)).toBe(text));

  it("never shows the server's English message on a Tamil screen, even for a code it does not know", () => {
    const error = new ApiError('Body is too large', 'FST_ERR_CTP_BODY_TOO_LARGE', 413, false);
    expect(apiErrorText(error, 'ta')).toBe('கோரிக்கை ஏற்கப்படவில்லை. நீங்கள் உள்ளிட்டதைச் சரிபார்த்து மீண்டும் முயலவும்.');
    expect(apiErrorText(error, 'en')).not.toContain('Body is too large');
  });

  it.each([
    // status of an answer whose code has no words of its own, the kind it is worded by
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [409, 'conflict'],
    [429, 'rateLimited'],
    [422, 'clientError'],
    [500, 'serverError'],
    [502, 'serverError'],
  ] as const)('an unknown code with status %i is a %s failure', (status, kind) => {
    expect(apiErrorKind(apiFailure(new ApiError('x', 'something_new', status, false)), true)).toBe(kind);
  });

  it.each([
    // a request that got no answer: code, browser online?, kind, Tamil text
    ['network_error', true, 'network', 'சேவையகத்தை அடைய முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.'],
    ['network_error', false, 'offline', 'நீங்கள் இணைய இணைப்பில் இல்லை. இணையத்துடன் இணைந்து மீண்டும் முயலவும்.'],
    ['timeout', true, 'timeout', 'சேவையகம் பதிலளிக்க அதிக நேரம் எடுத்தது. மீண்டும் முயலவும்.'],
  ] as const)('no answer (%s, online %s) is a %s failure: %s', (code, online, kind, text) => {
    const error = new ApiError('Network Error', code, undefined, true);
    expect(apiErrorKind(apiFailure(error), online)).toBe(kind);
    expect(apiErrorText(error, 'ta', { online })).toBe(text);
  });

  it('fills the level into "level already completed" from the api\'s reason', () => {
    const error = new ApiError('Level 3 already completed. No replay allowed in competition mode.', 'level_completed', 409, false);
    expect(apiErrorText(error, 'ta')).toBe('நிலை 3 ஏற்கெனவே முடிக்கப்பட்டது. போட்டி முறையில் மீண்டும் விளையாட அனுமதி இல்லை.');
    expect(apiErrorText(error, 'en')).toBe('Level 3 already completed. No replay allowed in competition mode.');
  });

  it('words a "level already completed" without a level number as a conflict rather than leave a gap', () => {
    expect(apiErrorText(new ApiError('Already done', 'level_completed', 409, false), 'en')).toBe(
      'That clashes with something already saved. Reload the page and try again.',
    );
  });

  it('gives the words of a code only when the code has some, for rules with their own fallback line', () => {
    expect(apiErrorCodeText(new ApiError('All seats are taken.', 'license_full', 409, false), 'bm')).toBe(
      'Semua tempat pada lesen sekolah anda sudah diambil. Minta sekolah anda menambah tempat.',
    );
    expect(apiErrorCodeText(new ApiError('Bad gateway', 'http_error', 502, false), 'bm')).toBeNull();
    expect(apiErrorCodeText(new ApiError('Network Error', 'network_error', undefined, true), 'bm')).toBeNull();
  });

  it('words a failure that is not an api call at all as something that went wrong', () => {
    expect(apiErrorText(new Error('Cannot read properties of undefined'), 'en')).toBe('Something went wrong. Please try again.');
    expect(apiErrorText(undefined, 'ta')).toBe('ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலவும்.');
  });
});
