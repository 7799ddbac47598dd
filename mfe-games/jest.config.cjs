module.exports = require('@app/build/jestConfig.cjs')({ dir: __dirname });
