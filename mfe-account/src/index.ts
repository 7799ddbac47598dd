// Webpack needs an entry; the shell never loads it. It only loads remoteEntry.js, which exposes
// ./register. The async import keeps shared singletons negotiable if this is ever run alone.
import('./register');
