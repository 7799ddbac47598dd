import type { Language } from '../i18n/language';

/**
 * What to say about a failed call that has no words of its own, by what went wrong (apiErrorKind).
 * These stay in the code, unlike the api's codes' texts (apiErrorTexts/<language>.json, loaded
 * when first needed): they are few, and they must be there offline, when no file can be fetched.
 */
export const API_ERROR_KIND_TEXTS = {
  ta: {
    offline: 'நீங்கள் இணைய இணைப்பில் இல்லை. இணையத்துடன் இணைந்து மீண்டும் முயலவும்.',
    network: 'சேவையகத்தை அடைய முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
    timeout: 'சேவையகம் பதிலளிக்க அதிக நேரம் எடுத்தது. மீண்டும் முயலவும்.',
    unauthorized: 'மீண்டும் உள்நுழையவும்.',
    forbidden: 'இதைப் பயன்படுத்த உங்களுக்கு அனுமதி இல்லை.',
    notFound: 'அதைக் கண்டுபிடிக்க முடியவில்லை.',
    conflict: 'ஏற்கெனவே சேமிக்கப்பட்ட ஒன்றுடன் இது முரண்படுகிறது. பக்கத்தைப் புதுப்பித்து மீண்டும் முயலவும்.',
    rateLimited: 'பல முறை முயன்றுவிட்டீர்கள். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலவும்.',
    clientError: 'கோரிக்கை ஏற்கப்படவில்லை. நீங்கள் உள்ளிட்டதைச் சரிபார்த்து மீண்டும் முயலவும்.',
    serverError: 'எங்கள் பக்கத்தில் ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலவும்.',
    unexpected: 'ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலவும்.',
  },
  en: {
    offline: 'You are offline. Connect to the internet and try again.',
    network: 'Could not reach the server. Check your internet connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    unauthorized: 'Please sign in again.',
    forbidden: 'You do not have access to this.',
    notFound: 'We could not find that.',
    conflict: 'That clashes with something already saved. Reload the page and try again.',
    rateLimited: 'Too many tries. Please wait a few minutes and try again.',
    clientError: 'The request was not accepted. Check what you entered and try again.',
    serverError: 'Something went wrong on our side. Please try again.',
    unexpected: 'Something went wrong. Please try again.',
  },
  bm: {
    offline: 'Anda di luar talian. Sambung ke internet dan cuba lagi.',
    network: 'Pelayan tidak dapat dihubungi. Semak sambungan internet anda dan cuba lagi.',
    timeout: 'Pelayan mengambil masa terlalu lama untuk menjawab. Sila cuba lagi.',
    unauthorized: 'Sila log masuk semula.',
    forbidden: 'Anda tidak mempunyai akses kepada ini.',
    notFound: 'Kami tidak dapat menemuinya.',
    conflict: 'Ini bercanggah dengan sesuatu yang sudah disimpan. Muat semula halaman dan cuba lagi.',
    rateLimited: 'Terlalu banyak cubaan. Sila tunggu beberapa minit dan cuba lagi.',
    clientError: 'Permintaan tidak diterima. Semak apa yang anda masukkan dan cuba lagi.',
    serverError: 'Berlaku masalah di pihak kami. Sila cuba lagi.',
    unexpected: 'Berlaku masalah. Sila cuba lagi.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ApiErrorKind = keyof (typeof API_ERROR_KIND_TEXTS)['en'];
