import en from '../public/assets/i18n/en.json';
import ta from '../public/assets/i18n/ta.json';
import bm from '../public/assets/i18n/bm.json';

/** Issue 3 §4: "a test fails when a key is missing in any language". */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) for (const [path, text] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(path, text);
  } else out.set(prefix, String(value));
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const bundles = { en: leaves(en), ta: leaves(ta), bm: leaves(bm) };

describe('mfe-account translations', () => {
  for (const [language, keys] of Object.entries(bundles)) {
    it(`has in ${language} every key of the other languages, none empty, with the same placeholders`, () => {
      for (const [other, otherKeys] of Object.entries(bundles)) {
        if (other === language) continue;
        const missing = [...otherKeys.keys()].filter((k) => !keys.has(k));
        expect({ language, missingFrom: other, missing }).toEqual({ language, missingFrom: other, missing: [] });
      }
      for (const [key, text] of keys) {
        expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
        expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(bundles.en.get(key) ?? text) });
      }
    });
  }
});
