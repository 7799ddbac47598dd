import { LANGUAGES } from '../i18n/language';
import { MALAYSIAN_STATES, isMalaysianState, malaysianStateName, stateForPlaceOfBirth } from './states';

describe('Malaysian states list', () => {
  it('has the 13 states and 3 federal territories, each named in every language', () => {
    expect(MALAYSIAN_STATES).toHaveLength(16);
    expect(new Set(MALAYSIAN_STATES.map((s) => s.value)).size).toBe(16);
    for (const s of MALAYSIAN_STATES) for (const lang of LANGUAGES) expect(s.names[lang].trim()).not.toBe('');
  });

  it('accepts stored values and shows them in the chosen language', () => {
    expect(isMalaysianState('Pulau Pinang')).toBe(true);
    expect(isMalaysianState('Penang')).toBe(false);
    expect(malaysianStateName('Pulau Pinang', 'en')).toBe('Penang');
    expect(malaysianStateName('Selangor', 'ta')).toBe('சிலாங்கூர்');
    expect(malaysianStateName('Ontario', 'bm')).toBe('Ontario');
  });

  it.each([
    ['10', 'Selangor'],
    ['14', 'Kuala Lumpur'],
    ['59', 'Negeri Sembilan'],
    ['16', 'Putrajaya'],
  ])('maps MyKad place-of-birth code %s to %s', (code, state) => {
    expect(stateForPlaceOfBirth(code)?.value).toBe(state);
  });

  it('maps no state for foreign-born codes', () => {
    expect(stateForPlaceOfBirth('71')).toBeUndefined();
  });
});
