// The floor our pages are measured against (issue 23): a bare React Router 7 app of the same versions,
// served the way apps/api/src/host/web.ts serves ours (Fastify, the page compressed by the same code,
// its scripts from build/client, compressed and cached for a year as ours are), so that a difference in
// CPU per render, or in Lighthouse's score, is the page's own.
//
//   node --import tsx bench/bare/server.mjs [port]   (default 3390; builds the app first when build/ is missing)
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from 'react-router';
import { pageEncodingFor, sendPage } from '../../apps/api/src/host/page-compression.ts';

const HERE = import.meta.dirname;
const PORT = Number(process.argv[2] ?? process.env.PORT ?? 3390);
const SERVER_ENTRY = path.join(HERE, 'build/server/index.js');

if (!existsSync(SERVER_ENTRY)) execFileSync(process.execPath, [path.resolve(HERE, '../../node_modules/@react-router/dev/bin.js'), 'build'], { cwd: HERE, stdio: 'inherit' });
const handle = createRequestHandler(await import(pathToFileURL(SERVER_ENTRY).href), 'production');

const app = Fastify();
// Our scripts are compressed when built (brotli 11); here as they are sent (brotli 4): a few per cent more
// bytes, not the 3x of none.
await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
await app.register(fastifyStatic, {
  root: path.join(HERE, 'build/client'),
  wildcard: false,
  index: false,
  cacheControl: false,
  setHeaders(res, filePath) {
    if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  },
});
app.get('/*', { compress: false }, async (request, reply) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
  const response = await handle(new Request(new URL(request.url, `http://${request.host}`), { headers }));
  reply.status(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  return response.body ? sendPage(reply, response.body, pageEncodingFor(request.headers['accept-encoding'])) : reply.send();
});
await app.listen({ port: PORT, host: '127.0.0.1' });
console.log(`bare React Router route on http://127.0.0.1:${PORT}/`);
