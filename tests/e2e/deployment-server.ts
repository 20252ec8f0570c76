import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { e2eBuildDir } from './build-dir.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * Serves the e2e build on its own port, with a service worker that changes
 * when `redeploy()` is called, as it does when a new version of the app is
 * deployed. Client routes fall back to index.html, like `vite preview`.
 */
export async function startDeploymentServer() {
  const root = path.resolve(e2eBuildDir);
  let deployment = 1;
  const server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(root, 'index.html');
    let body = readFileSync(file);
    if (urlPath === '/sw.js') body = Buffer.concat([body, Buffer.from(`\n// deployment ${deployment}\n`)]);
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The next request for the service worker gets a new version. */
    redeploy: () => {
      deployment += 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
