// The files a Module Federation host downloads before its first render: the entry, the chunks
// of its async bootstrap import, and the chunks of every shared module those chunks consume
// (react-dom, the router, …), followed transitively. Without a hint the browser finds them one
// step at a time (main.js runs, then asks for bootstrap, then for each shared module); listed
// in the page as preloads, they all download at once.

/** @param {import('webpack').Compilation} compilation @param {string} entryName */
function startupFiles(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const seenGroups = new Set();
  const files = new Set();
  const queue = [];

  const addGroup = (group) => {
    if (!group || seenGroups.has(group)) return;
    seenGroups.add(group);
    queue.push(group);
  };
  // the entry's own async imports are the bootstrap boundary; a page's lazy chunks are deeper
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      for (const block of module.blocks ?? []) addGroup(chunkGraph.getBlockChunkGroup(block));
    }
  }
  // Two consumers with different version ranges get two fallback chunks holding the same
  // modules; at run time the share scope loads the first one asked for and reuses it. Breadth
  // first, the bootstrap's own consumers come first: keep theirs, skip the twin.
  const seenContents = new Set();
  const entryChunks = new Set(entry.chunks);
  while (queue.length) {
    const group = queue.shift();
    for (const chunk of group.chunks) {
      const modules = [...chunkGraph.getChunkModulesIterable(chunk)];
      const contents = modules
        .map((m) => m.identifier())
        .sort()
        .join('\n');
      if (entryChunks.has(chunk) || seenContents.has(contents)) continue;
      seenContents.add(contents);
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      for (const module of modules) {
        // a shared module's local copy sits behind an async block of its consume module
        if (module.type === 'consume-shared-module') {
          for (const block of module.blocks ?? []) addGroup(chunkGraph.getBlockChunkGroup(block));
        }
      }
    }
  }
  return [...files];
}

module.exports = { startupFiles };
