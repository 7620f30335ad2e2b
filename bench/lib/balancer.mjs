// The simplest load balancer there is, for the two-node bench: each connection a client opens is piped
// whole to the next node in turn (TCP round robin, as a cloud's network balancer does). A browser's
// keep-alive connection stays on one node, so every request on it is that node's; 50 connections
// spread 25 and 25. Node built-ins only.
import net from 'node:net';

/**
 * Listens on `port` (127.0.0.1) and sends each new connection to the next of `targets` (ports on
 * 127.0.0.1). `use(ports)` changes the nodes for connections opened from then on. Resolves once it listens.
 */
export async function startBalancer(port, targets) {
  let nodes = [...targets];
  let next = 0;
  const open = new Set();
  const server = net.createServer((client) => {
    const target = nodes[next++ % nodes.length];
    const upstream = net.connect(target, '127.0.0.1');
    open.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    use(ports) {
      nodes = [...ports];
      next = 0;
    },
    /** Stops listening and closes every connection still open. */
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
