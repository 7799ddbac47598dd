import type { Language } from '../i18n/language';

/**
 * Malaysia's 13 states and 3 federal territories, for the registration and profile forms.
 * `value` is what is stored in the user's `state` field (the official Malay name, as on MyKad
 * and school records), so it stays the same whatever language the form was shown in.
 */
export interface MalaysianState {
  value: string;
  names: Record<Language, string>;
  /** JPN place-of-birth codes (MyKad digits 7–8) for this state */
  placeOfBirthCodes: readonly string[];
}

export const MALAYSIAN_STATES: readonly MalaysianState[] = [
  { value: 'Johor', names: { en: 'Johor', bm: 'Johor', ta: 'ஜொகூர்' }, placeOfBirthCodes: ['01', '21', '22', '23', '24'] },
  { value: 'Kedah', names: { en: 'Kedah', bm: 'Kedah', ta: 'கெடா' }, placeOfBirthCodes: ['02', '25', '26', '27'] },
  { value: 'Kelantan', names: { en: 'Kelantan', bm: 'Kelantan', ta: 'கிளந்தான்' }, placeOfBirthCodes: ['03', '28', '29'] },
  { value: 'Melaka', names: { en: 'Malacca', bm: 'Melaka', ta: 'மலாக்கா' }, placeOfBirthCodes: ['04', '30'] },
  { value: 'Negeri Sembilan', names: { en: 'Negeri Sembilan', bm: 'Negeri Sembilan', ta: 'நெகிரி செம்பிலான்' }, placeOfBirthCodes: ['05', '31', '59'] },
  { value: 'Pahang', names: { en: 'Pahang', bm: 'Pahang', ta: 'பகாங்' }, placeOfBirthCodes: ['06', '32', '33'] },
  { value: 'Pulau Pinang', names: { en: 'Penang', bm: 'Pulau Pinang', ta: 'பினாங்கு' }, placeOfBirthCodes: ['07', '34', '35'] },
  { value: 'Perak', names: { en: 'Perak', bm: 'Perak', ta: 'பேராக்' }, placeOfBirthCodes: ['08', '36', '37', '38', '39'] },
  { value: 'Perlis', names: { en: 'Perlis', bm: 'Perlis', ta: 'பெர்லிஸ்' }, placeOfBirthCodes: ['09', '40'] },
  { value: 'Selangor', names: { en: 'Selangor', bm: 'Selangor', ta: 'சிலாங்கூர்' }, placeOfBirthCodes: ['10', '41', '42', '43', '44'] },
  { value: 'Terengganu', names: { en: 'Terengganu', bm: 'Terengganu', ta: 'திரெங்கானு' }, placeOfBirthCodes: ['11', '45', '46'] },
  { value: 'Sabah', names: { en: 'Sabah', bm: 'Sabah', ta: 'சபா' }, placeOfBirthCodes: ['12', '47', '48', '49'] },
  { value: 'Sarawak', names: { en: 'Sarawak', bm: 'Sarawak', ta: 'சரவாக்' }, placeOfBirthCodes: ['13', '50', '51', '52', '53'] },
  {
    value: 'Kuala Lumpur',
    names: { en: 'Kuala Lumpur (Federal Territory)', bm: 'Wilayah Persekutuan Kuala Lumpur', ta: 'கோலாலம்பூர் (கூட்டரசுப் பிரதேசம்)' },
    placeOfBirthCodes: ['14', '54', '55', '56', '57'],
  },
  {
    value: 'Labuan',
    names: { en: 'Labuan (Federal Territory)', bm: 'Wilayah Persekutuan Labuan', ta: 'லபுவான் (கூட்டரசுப் பிரதேசம்)' },
    placeOfBirthCodes: ['15', '58'],
  },
  {
    value: 'Putrajaya',
    names: { en: 'Putrajaya (Federal Territory)', bm: 'Wilayah Persekutuan Putrajaya', ta: 'புத்ராஜெயா (கூட்டரசுப் பிரதேசம்)' },
    placeOfBirthCodes: ['16'],
  },
];

/** True when `value` is one of MALAYSIAN_STATES' stored values. */
export function isMalaysianState(value: string): boolean {
  return MALAYSIAN_STATES.some((s) => s.value === value);
}

/** The display name of a stored state value in `language`; unknown values are shown as stored. */
export function malaysianStateName(value: string, language: Language): string {
  return MALAYSIAN_STATES.find((s) => s.value === value)?.names[language] ?? value;
}

/** The state a MyKad place-of-birth code belongs to (to preselect the form), or undefined. */
export function stateForPlaceOfBirth(code: string): MalaysianState | undefined {
  return MALAYSIAN_STATES.find((s) => s.placeOfBirthCodes.includes(code));
}
