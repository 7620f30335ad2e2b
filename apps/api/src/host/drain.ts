import type { FastifyInstance } from 'fastify';

/**
 * The first half of a graceful shutdown: stop accepting connections and wait until every request
 * already taken has been answered, while the api is still open.
 *
 * Fastify's own close() marks its router as closing at once, after which `app.inject` is refused and
 * routes answer 503; a page being rendered would then fail on the api call its loader makes in-process.
 * So the server drains first, and app.close() runs only when nothing is in flight. Answers sent while
 * draining carry `Connection: close` (see the onSend hook in app.ts) so keep-alive sockets end with them.
 */
export function drainConnections(app: FastifyInstance): Promise<void> {
  app.draining = true;
  return new Promise((resolve) => {
    if (!app.server.listening) return resolve();
    // close() stops listening and ends idle keep-alive sockets; its callback waits for busy ones.
    app.server.close(() => resolve());
  });
}
