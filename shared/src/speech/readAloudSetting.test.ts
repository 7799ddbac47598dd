import { loadReadAloudSetting, READ_ALOUD_STORAGE_KEY, readsAloudByItself, saveReadAloudSetting } from './readAloudSetting';

// issue 26: 'an "always read aloud" setting for pre-readers (default on for Year 1 topics)'
describe('readsAloudByItself', () => {
  it.each([
    ['auto', 1, true],
    ['auto', 2, false],
    ['auto', undefined, false],
    ['always', 4, true],
    ['off', 1, false],
  ] as const)('setting %s on a Year %s topic → %s', (setting, year, expected) => {
    expect(readsAloudByItself(setting, year)).toBe(expected);
  });
});

describe('loadReadAloudSetting / saveReadAloudSetting', () => {
  it('keeps the choice on the device', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveReadAloudSetting(storage, 'always');
    expect(store.get(READ_ALOUD_STORAGE_KEY)).toBe('always');
    expect(loadReadAloudSetting(storage)).toBe('always');
  });

  it.each([[null], ['yes'], ['']])('an unreadable stored value (%p) is the default, auto', (value) => {
    expect(loadReadAloudSetting({ getItem: () => value })).toBe('auto');
  });

  it('blocked storage is the default and does not throw', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadReadAloudSetting(blocked)).toBe('auto');
  });
});
