import type { Topic } from '@app/shared';

/** A small Tamil topic with every field, for the tests of choice, blank, error and match. */
export const tamilAnimalsTopic: Topic = {
  key: 'pre-generated-test-ta-animals',
  language: 'ta',
  title: 'விலங்குகள்',
  year: 1,
  theme: 'animals',
  items: [
    { word: 'பூனை', meaning: 'மியாவ் என்று கத்தும் வீட்டு விலங்கு', translations: { en: 'cat', bm: 'kucing' }, clue: 'எலியைப் பிடிக்கும்', sentence: 'பூனை பால் குடித்தது.', misspellings: ['பூணை', 'புனை'], category: 'வீட்டு விலங்கு', image: 'cat', tags: [] },
    { word: 'நாய்', meaning: 'குரைத்து வீட்டைக் காக்கும் விலங்கு', translations: { en: 'dog', bm: 'anjing' }, clue: 'நன்றியுள்ள நண்பன்', sentence: 'நாய் வீட்டைக் காக்கிறது.', misspellings: ['னாய்', 'நாஇ'], category: 'வீட்டு விலங்கு', image: 'dog', tags: [] },
    { word: 'யானை', meaning: 'நீண்ட தும்பிக்கை உடைய பெரிய விலங்கு', translations: { en: 'elephant', bm: 'gajah' }, clue: 'காட்டில் வாழும் மிகப் பெரிய விலங்கு', sentence: 'காட்டில் ஒரு யானை நடந்தது.', misspellings: ['யாணை', 'யனை'], category: 'காட்டு விலங்கு', image: 'elephant', tags: [] },
    { word: 'குதிரை', meaning: 'வேகமாக ஓடும், சவாரி செய்யப் பயன்படும் விலங்கு', translations: { en: 'horse', bm: 'kuda' }, sentence: 'குதிரை வேகமாக ஓடியது.', misspellings: ['குதிறை', 'குதிரய்'], category: 'வீட்டு விலங்கு', image: 'horse', tags: [] },
    { word: 'மாடு', meaning: 'நமக்குப் பால் தரும் விலங்கு', translations: { en: 'cow', bm: 'lembu' }, sentence: 'மாடு புல் தின்றது.', misspellings: ['மாடூ'], category: 'வீட்டு விலங்கு', image: 'cow', tags: [] },
    { word: 'குரங்கு', meaning: 'மரத்துக்கு மரம் தாவும் விலங்கு', translations: { en: 'monkey', bm: 'monyet' }, sentence: 'குரங்கு மரத்தில் ஏறியது.', misspellings: ['குறங்கு', 'குரங்கூ'], category: 'காட்டு விலங்கு', image: 'monkey', tags: [] },
    { word: 'சிங்கம்', meaning: 'காட்டின் அரசன் என்று அழைக்கப்படும் விலங்கு', translations: { en: 'lion', bm: 'singa' }, sentence: 'சிங்கம் உரக்கக் கர்ஜித்தது.', misspellings: ['சின்கம்', 'சிங்கன்'], category: 'காட்டு விலங்கு', image: 'lion', tags: [] },
    { word: 'முயல்', meaning: 'நீண்ட காதுகள் உடைய சிறிய விலங்கு', translations: { en: 'rabbit', bm: 'arnab' }, sentence: 'முயல் கேரட் தின்றது.', misspellings: ['முயள்', 'முயழ்'], category: 'காட்டு விலங்கு', image: 'rabbit', tags: [] },
  ],
};

/** A topic with words only: no game of this folder can be fed by it. */
export const wordsOnlyTopic: Topic = {
  key: 'custom-test-words-only',
  language: 'en',
  title: 'Words',
  year: 1,
  theme: 'school',
  items: ['book', 'pen', 'desk', 'ruler'].map((word) => ({ word, translations: {}, misspellings: [], tags: [] })),
};
