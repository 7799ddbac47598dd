module.exports = require('../build/jestConfig.cjs')({ dir: __dirname, env: 'node' });
