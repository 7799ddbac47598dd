// What the browser benches share (frontendBench, lighthouseBench, gameLongTaskBench): Chromium's
// flags for a quiet headless run, and a bare node:http page, the floor each compares the app with.
import { createServer } from 'node:http';

/** Chromium flags after the headless one: no sandbox or GPU, and no background traffic in the figures. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Serves `html` from a bare node:http server on a free loopback port; returns it and its url. */
export async function serveHtml(html) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}
