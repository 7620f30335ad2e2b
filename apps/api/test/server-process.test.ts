import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test-database.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const port = 3900 + Math.floor(Math.random() * 90);
/** Production refuses to start without secrets of its own. */
const PRODUCTION_SECRETS = { PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex'), LINK_SIGNING_SECRET: randomBytes(24).toString('hex') };
let server: ChildProcess | undefined;
let output = '';

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitForHealth(deadline: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`server did not start: ${String(error)}\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function waitForOutput(text: string, deadline: number): Promise<void> {
  while (!output.includes(text)) {
    if (Date.now() > deadline) throw new Error(`the server never logged ${text}\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

afterAll(() => {
  server?.kill('SIGKILL');
});

describe('the server process (npm start without the install and build)', () => {
  it('serves on PORT, says where, and on SIGTERM finishes in-flight requests and exits cleanly', async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      // No worker role: on the run's shared database it would take other test files' jobs (booking-crash.test.ts
      // covers the worker across a restart, on a database of its own).
      env: { ...process.env, DATABASE_URL: testDatabaseUrl(), PORT: String(port), LOG_LEVEL: 'info', NODE_ENV: 'production', ROLES: 'web,api', ...PRODUCTION_SECRETS },
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const health = await waitForHealth(Date.now() + 30_000);
    expect(health.status).toBe(200);
    expect(output).toContain(`is running at http://localhost:${port}`);

    // SIGTERM only once the server has taken the request (its log says so), never on a timer: on a
    // busy machine a request sent 5 ms earlier may not have reached the server yet.
    const inFlight = fetch(`http://127.0.0.1:${port}/content/faq`);
    await waitForOutput('"path":"/content/faq"', Date.now() + 10_000);
    const exit = exited(server);
    server.kill('SIGTERM');
    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Frequently asked questions');
    expect(await exit, output).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 60_000);

  it('refuses to start in production while a signing secret is unset or the published development value', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: testDatabaseUrl(), PORT: String(port + 100), NODE_ENV: 'production', ROLES: 'api', LINK_SIGNING_SECRET: 'thwa-ticket-links-development-secret' };
    delete env.PAYMENT_SANDBOX_SECRET;
    const refused = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root, env });
    let said = '';
    refused.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
    expect(await exited(refused)).not.toBe(0);
    expect(said).toContain('LINK_SIGNING_SECRET: is the published development value');
    expect(said).toContain('PAYMENT_SANDBOX_SECRET: required in production');
  }, 60_000);
});
