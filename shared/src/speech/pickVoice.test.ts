import { pickVoice, type VoiceLike } from './pickVoice';

const voices: VoiceLike[] = [
  { name: 'English US', lang: 'en-US', localService: true },
  { name: 'English GB network', lang: 'en-GB', localService: false },
  { name: 'Tamil India', lang: 'ta-IN', localService: true },
  { name: 'Tamil Malaysia', lang: 'ta_MY', localService: true },
  { name: 'Malay', lang: 'ms-MY', localService: true },
];

// issue 26: "the device's speech synthesis otherwise, with the voice chosen by lang"
describe('pickVoice', () => {
  it.each([
    ['ta', 'Tamil Malaysia', 'a Malaysian Tamil voice before an Indian one (Android writes ta_MY)'],
    ['bm', 'Malay', 'our "bm" is the BCP-47 "ms"'],
    ['en', 'English US', 'a voice on the device before a network voice that fails offline'],
  ] as const)('for %s picks %s: %s', (language, name, _why) => {
    expect(pickVoice(voices, language)?.name).toBe(name);
  });

  it('a device without a Tamil voice gets none, never an English voice reading Tamil', () => {
    expect(pickVoice([{ name: 'English US', lang: 'en-US' }], 'ta')).toBeNull();
  });

  it('no voices at all (not loaded yet) gives none', () => {
    expect(pickVoice([], 'en')).toBeNull();
  });
});
