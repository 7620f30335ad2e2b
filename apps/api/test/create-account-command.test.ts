import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { employeeGroups, users } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { useTestApi } from './harness.ts';
import { post, uniqueEmail } from './identity-fixtures.ts';
import { testDatabaseUrl } from './test-database.ts';

const api = useTestApi();
const root = path.resolve(import.meta.dirname, '../../..');

/**
 * `npm run create-account -- …` as an operator runs it (the same command line without npm's banner),
 * on the run's test database through DATABASE_URL; `stdin` is what is piped in.
 */
function createAccount(args: string[], stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/create-account.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: testDatabaseUrl(), NODE_ENV: 'production' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const signIn = (realm: string, username: string, password: string) => post(api, `/auth/realms/${realm}/protocol/openid-connect/token`, { grant_type: 'password', username, password });

describe('npm run create-account (any installation, production included)', () => {
  it('creates an employee with a generated password printed once, who signs in on the user realm', async () => {
    const email = uniqueEmail();
    const run = await createAccount(['--type', 'employee', '--email', email.toUpperCase(), '--first-name', 'Thandar', '--last-name', 'Win']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const password = run.stdout.match(/Password \(shown once[^)]*\): (\S+)/)?.[1];
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);

    const [row] = await api.connection.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ userCode: 'EMP', realm: 'user', status: 'active', firstName: 'Thandar', lastName: 'Win' });
    expect(row?.passwordHash).not.toContain(password);
    const token = await signIn('user', email, password!);
    expect(token.status).toBe(200);
    const user = await post(api, '/v4/user/getUser', {}, { headers: { 'access-token': `Bearer ${token.body.access_token}`, type: 'user' } });
    expect(user.body.info).toMatchObject({ userCode: 'EMP', role: 'Employee' });
    // The installation's first employee runs the whole console (issue 20) and invites the others.
    const groups = await api.connection.db.select({ groupName: employeeGroups.groupName, grantedBy: employeeGroups.grantedBy }).from(employeeGroups).where(eq(employeeGroups.userId, row!.userId));
    expect(groups).toEqual([{ groupName: 'admin', grantedBy: null }]);
  });

  it('creates an agent with the password piped in (--ask-password), who signs in on the agent realm', async () => {
    const email = uniqueEmail();
    const run = await createAccount(['--type', 'agent', '--email', email, '--ask-password'], 'Irrawaddy-river-boat\n');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('Irrawaddy-river-boat');
    expect((await signIn('agent', email, 'Irrawaddy-river-boat')).status).toBe(200);
    expect((await signIn('user', email, 'Irrawaddy-river-boat')).status).toBe(401);
  });

  it('refuses a duplicate email, a common password and a bad type, changing nothing', async () => {
    const email = uniqueEmail();
    expect((await createAccount(['--type', 'employee', '--email', email])).code).toBe(0);
    const [before] = await api.connection.db.select().from(users).where(eq(users.email, email));

    const duplicate = await createAccount(['--type', 'agent', '--email', email]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already exists');
    expect(duplicate.stdout).not.toContain('Password');
    expect(await api.connection.db.select().from(users).where(eq(users.email, email))).toEqual([before]);

    const common = await createAccount(['--type', 'agent', '--email', uniqueEmail(), '--ask-password'], 'Password123!\n');
    expect(common).toMatchObject({ code: 1, stderr: expect.stringContaining('too common') });

    const badType = await createAccount(['--type', 'admin', '--email', uniqueEmail()]);
    expect(badType).toMatchObject({ code: 2, stderr: expect.stringContaining('--type must be one of employee, agent, member') });
  });
});
