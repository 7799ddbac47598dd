// One lint configuration for the workspace. Fast rules only (no type-aware linting: tsc already
// runs in `npm test`, and type-aware lint over eight packages doubles the time on a 2-core CI).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mfe-games', 'mfe-contests', 'mfe-boards', 'mfe-account'];

/** Text must be split by letters() (Tamil letters are graphemes, and க்ஷ/ஸ்ரீ need merging). */
const segmenterBan = {
  selector: "MemberExpression[object.name='Intl'][property.name='Segmenter']",
  message: 'Split text with letters() from @app/shared: Intl.Segmenter splits க்ஷ and ஸ்ரீ.',
};

/** Browser code validates with zod/mini: classic zod's schemas carry every method, so none of it tree-shakes (ADR 0008). */
const classicZodBan = ['zod', 'zod/v4'].map((name) => ({
  name,
  message: "Import { z } from 'zod/mini' in browser code: classic zod cannot be tree-shaken (docs/adr/0008).",
}));

/** Imports a package of the workspace may not make: remotes are deployed alone (DESIGN: Platform only). */
function boundaries(self) {
  const others = REMOTES.filter((r) => r !== self);
  return {
    paths: classicZodBan,
    patterns: [
      { group: ['@app/shared/src/*'], message: 'Import @app/shared (or @app/shared/node, @app/shared/testing): deep imports bypass the shared singleton.' },
      ...(self === 'shell' ? [] : [{ group: ['**/shell/src/**', '@app/shell', '@app/shell/*'], message: 'A remote never imports the shell.' }]),
      ...others.map((r) => ({ group: [`**/${r}/**`, `@app/${r}`, `@app/${r}/*`], message: 'A remote never imports another remote.' })),
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'deploy/**',
      '**/.tmp/**',
      '**/.mf/**',
      'coverage/**',
      '.data/**',
      '.cache/**',
      '**/.source-overlay/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', segmenterBan],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['shared/src/text/letters.ts'], rules: { 'no-restricted-syntax': 'off' } },
  // Playwright fixtures call their argument `use`, which the hooks rule takes for React's use().
  { files: ['e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // The benches hand functions to page.evaluate(), which run in the browser.
  { files: ['scripts/bench/**/*.mjs'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  ...['shell', ...REMOTES].map((pkg) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', boundaries(pkg)] },
  })),
  // shared's code runs in the browser too; the api (classic zod) reads it through @app/shared/node
  { files: ['shared/src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: classicZodBan }] } },
  // The one workspace-wide check of every app's translation files: it reads their JSON data, it
  // does not run their code, so the boundary between deployables is not crossed.
  { files: ['shell/src/i18n/translationCompleteness.test.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['api/src/**/*.ts', 'api/test/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@app/shared/src/*'], message: 'The api imports @app/shared/node.' }] }],
    },
  },
);
