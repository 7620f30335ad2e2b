// The floor of an api call (issue 23 item 3): a bare Fastify route of the api's version that answers a
// POST with the bytes of a real answer, read once from a file. What our route costs above it is the
// work of finding the answer, not of receiving the request and sending the bytes.
//
//   node bench/bare/bytes-server.mjs <port> <file> [content-type]   (any POST path; the body is parsed as the api's are)
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [port, file, contentType = 'application/json; charset=utf-8'] = process.argv.slice(2);
const bytes = readFileSync(file);

const app = Fastify();
app.post('/*', (_request, reply) => reply.header('content-type', contentType).send(bytes));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`bare Fastify route sending ${bytes.length} bytes on http://127.0.0.1:${port}/`);
