import { createLanguageService, initialLanguage, STORAGE_KEY } from './languageService';

const storage = (value: string | null) => ({ getItem: (k: string) => (k === STORAGE_KEY ? value : null) });

describe('initialLanguage (docs/requirements.md §1/§4 "Default is ta. Any other value falls back to ta with a warning.")', () => {
  it.each([
    // search, stored, language, warns
    ['', null, 'ta', false],
    ['?lang=en', null, 'en', false],
    ['?lang=bm', 'en', 'bm', false],
    ['?lang=ta', 'en', 'ta', false],
    ['', 'en', 'en', false],
    ['', 'bm', 'bm', false],
    ['?lang=xx', null, 'ta', true],
    ['?lang=xx', 'en', 'ta', true],
    ['?lang=EN', null, 'ta', true],
    ['', 'xx', 'ta', true],
    ['', 'ms', 'ta', true],
  ])('search "%s", stored %s → %s (warning: %s)', (search, stored, language, warns) => {
    const warn = jest.fn();
    expect(initialLanguage(search, storage(stored), warn)).toBe(language);
    if (warns) expect(warn).toHaveBeenCalledWith(expect.stringContaining('falling back to ta'));
    else expect(warn).not.toHaveBeenCalled();
  });
});

describe('createLanguageService', () => {
  const bundles: Record<string, Record<string, string>> = { ta: { hello: 'வணக்கம்' }, en: { hello: 'Hello' }, bm: { hello: 'Selamat datang' } };
  const fetchMock = jest.fn((url: string) => {
    const lang = /i18n\/(\w+)\.json$/.exec(url)?.[1] ?? '';
    return Promise.resolve({ ok: lang in bundles, status: lang in bundles ? 200 : 404, json: () => Promise.resolve(bundles[lang]) });
  });

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockClear();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });

  function at(search: string) {
    window.history.replaceState(null, '', `/home${search}`);
  }

  it('?lang=xx shows Tamil and logs a console warning', async () => {
    at('?lang=xx');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const service = await createLanguageService('http://localhost/');
    expect(service.language$.value).toBe('ta');
    expect(service.i18n.t('hello')).toBe('வணக்கம்');
    expect(warn).toHaveBeenCalledWith('Unsupported language "xx"; falling back to ta.');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    warn.mockRestore();
  });

  it('a stored xx shows Tamil and logs a console warning', async () => {
    at('');
    localStorage.setItem(STORAGE_KEY, 'xx');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const service = await createLanguageService('http://localhost/');
    expect(service.language$.value).toBe('ta');
    expect(document.documentElement.lang).toBe('ta');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("loads each language's file once, switches, and persists the choice", async () => {
    at('');
    const service = await createLanguageService('http://localhost/');
    expect(fetchMock).toHaveBeenCalledWith('http://localhost/assets/i18n/ta.json');
    await service.setLanguage('bm');
    expect(service.i18n.t('hello')).toBe('Selamat datang');
    expect(service.language$.value).toBe('bm');
    expect(document.documentElement.lang).toBe('ms');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('bm');
    await service.setLanguage('ta');
    await service.setLanguage('bm');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a supported ?lang= persists', async () => {
    at('?lang=en');
    const service = await createLanguageService('http://localhost/');
    expect(service.i18n.t('hello')).toBe('Hello');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('en');
  });
});
