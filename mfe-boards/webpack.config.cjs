const { createConfig } = require('@app/build');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_boards',
  kind: 'remote',
  exposes: { './register': './src/register.tsx' },
  firstScreens: './src/firstScreens.tsx',
});
