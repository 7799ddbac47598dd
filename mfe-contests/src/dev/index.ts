// The dev server's entry when this remote runs alone (`npm run dev -- mfe-contests`): the async
// boundary lets the shared libraries be negotiated first, as in the shell.
import('./bootstrap');
