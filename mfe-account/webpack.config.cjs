const { createConfig } = require('@app/build');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_account',
  kind: 'remote',
  exposes: { './register': './src/register.tsx' },
});
