// Ports for what a bench starts. Node built-ins only.
import net from 'node:net';

/** A port free on 127.0.0.1 now, as the system picks one: never one a developer's own server uses. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
