// One jest preset for every package: swc transpiles TS/TSX (no type-checking; tsc does that
// separately), CSS modules become identity proxies, assets become their file names.
const path = require('node:path');

/** @param {{ dir: string, env?: 'node' | 'jsdom' }} opts */
module.exports = function jestConfig({ dir, env = 'jsdom' }) {
  return {
    rootDir: dir,
    testEnvironment: env,
    roots: ['<rootDir>/src', ...(env === 'node' ? ['<rootDir>/test'] : [])].filter((r) => require('node:fs').existsSync(r.replace('<rootDir>', dir))),
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Some dependencies ship ESM only; let swc turn them into CommonJS for jest.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@module-federation|single-spa|nanoid|uuid))'],
    moduleNameMapper: {
      // shared/ reaches its own contract by package name (ADR 0036); jest resolves it from any package
      '^@app/shared/contract$': path.join(__dirname, '../shared/src/contract/index.ts'),
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': path.join(__dirname, 'jestStyleStub.cjs'),
      '\\.(png|svg|jpg|woff2?|mp3|wav|webp)(\\?inline)?$': path.join(__dirname, 'jestFileStub.cjs'),
    },
    setupFiles: [path.join(__dirname, 'jestPolyfills.cjs')],
    setupFilesAfterEnv: require('node:fs').existsSync(path.join(dir, 'jest.setup.ts')) ? ['<rootDir>/jest.setup.ts'] : [],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  };
};
