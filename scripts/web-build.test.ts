import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WEB_BUILD_INPUTS, webBuildState } from './web-build.mjs';

let root: string;
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, seconds));

/** Writes a file of the fake repository with the given modification time (and sets its folders' times too). */
function file(relative: string, seconds: number) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, relative);
  for (let target = full; target.startsWith(root) && target !== root; target = path.dirname(target)) utimesSync(target, at(seconds), at(seconds));
}

/** Sources written at second 0, a complete build at second 10. */
function builtRepository() {
  file('apps/web/app/root.tsx', 0);
  file('apps/web/app/routes/home.tsx', 0);
  file('apps/web/public/favicon.ico', 0);
  file('apps/web/vite.config.ts', 0);
  file('packages/domain/src/money.ts', 0);
  file('packages/myanmar-text/src/index.ts', 0);
  file('package-lock.json', 0);
  file('apps/web/build/client/assets/app.js', 10);
  file('apps/web/build/server/index.js', 10);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'thwa-web-build-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('webBuildState (npm start rebuilds the web app only when something that goes into it changed)', () => {
  it('is up to date when the build is newer than every source', () => {
    builtRepository();
    expect(webBuildState(root)).toMatchObject({ upToDate: true });
  });

  it('needs a build when there is none, or only part of one', () => {
    file('apps/web/app/root.tsx', 0);
    expect(webBuildState(root)).toMatchObject({ upToDate: false, reason: 'no complete build in apps/web/build' });
    file('apps/web/build/client/assets/app.js', 10);
    expect(webBuildState(root).upToDate).toBe(false);
  });

  it.each(['apps/web/app/routes/home.tsx', 'apps/web/public/favicon.ico', 'apps/web/vite.config.ts', 'packages/domain/src/money.ts', 'packages/myanmar-text/src/index.ts', 'package-lock.json'])(
    'needs a build when %s changed after it',
    (changed) => {
      builtRepository();
      file(changed, 20);
      expect(webBuildState(root)).toEqual({ upToDate: false, reason: `${changed} changed since the last build` });
    },
  );

  it('needs a build when a source is added with an old time or deleted (its folder changed)', () => {
    builtRepository();
    const folder = path.join(root, 'apps/web/app/routes');
    rmSync(path.join(folder, 'home.tsx'));
    utimesSync(folder, at(20), at(20));
    expect(webBuildState(root)).toMatchObject({ upToDate: false, reason: 'apps/web/app/routes changed since the last build' });
  });

  it('compares with the oldest file of the build, so a build that stopped half way is not taken as new', () => {
    builtRepository();
    file('apps/web/app/root.tsx', 12);
    file('apps/web/build/server/index.js', 15);
    expect(webBuildState(root).upToDate).toBe(false);
  });

  it('ignores tests beside the code and files outside the inputs', () => {
    builtRepository();
    file('apps/web/app/routes/home.test.tsx', 0);
    utimesSync(path.join(root, 'apps/web/app/routes'), at(0), at(0));
    utimesSync(path.join(root, 'apps/web/app/routes/home.test.tsx'), at(30), at(30));
    file('apps/api/src/server.ts', 30);
    file('README.md', 30);
    expect(webBuildState(root).upToDate).toBe(true);
  });

  it('names the inputs the issue lists', () => {
    expect(WEB_BUILD_INPUTS).toEqual(expect.arrayContaining(['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'packages/domain/src', 'packages/myanmar-text/src', 'package-lock.json']));
  });
});
