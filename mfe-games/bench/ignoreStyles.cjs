// The bench runs the games' pure logic in Node, importing it through `@app/shared` as the remote
// does; that entry also carries components with CSS modules, which Node cannot load. Styles mean
// nothing to a timing run, so every stylesheet loads as an empty module.
require.extensions['.css'] = (module) => {
  module.exports = {};
};
