// Whether apps/web/build is up to date, so a second `npm start` with nothing changed does not rebuild.
// Node built-ins only: `npm start` asks before dependencies are installed. A stat walk, no hashing.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What goes into the web build, relative to the repository: folders are walked, files stat'ed. */
export const WEB_BUILD_INPUTS = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/myanmar-text/src',
  'packages/myanmar-text/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/** The build folder, and the files a complete build always has (a failed build may leave only part). */
export const WEB_BUILD_OUTPUT = 'apps/web/build';
export const WEB_BUILD_REQUIRED = ['server/index.js', 'client'];

/** Tests sit beside the code but never go into the build: editing one does not call for a rebuild. */
const notInBuild = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/**
 * Calls `visit(path, mtimeMs)` for every file under `target` (itself, when it is a file), and for the
 * folders too when `folders` is set; nothing when it is missing.
 */
function walk(target, visit, folders = false) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return;
  }
  if (!stats.isDirectory()) {
    visit(target, stats.mtimeMs);
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || notInBuild(entry.name)) continue;
    walk(path.join(target, entry.name), visit, folders);
  }
  if (folders) visit(target, stats.mtimeMs);
}

/**
 * Up to date when the build is complete and its oldest file is newer than the newest input. Inputs'
 * folders count too: deleting or renaming a file, or copying in one that keeps an old time, changes
 * only its folder's time. Anything edited since the build (a pull, a new lock file) builds again.
 *
 * @param {string} root the repository
 * @param {{ inputs?: string[], output?: string, required?: string[] }} [options]
 * @returns {{ upToDate: boolean, reason: string }}
 */
export function webBuildState(root, { inputs = WEB_BUILD_INPUTS, output = WEB_BUILD_OUTPUT, required = WEB_BUILD_REQUIRED } = {}) {
  const buildDir = path.join(root, output);
  const missing = required.find((name) => !exists(path.join(buildDir, name)));
  if (missing !== undefined) return { upToDate: false, reason: `no complete build in ${output}` };

  let oldestOutput = Infinity;
  walk(buildDir, (_file, mtimeMs) => (oldestOutput = Math.min(oldestOutput, mtimeMs)));

  let newestInput = -Infinity;
  let newestFile = '';
  for (const input of inputs) {
    const target = path.join(root, input);
    walk(
      target,
      (file, mtimeMs) => {
        if (mtimeMs > newestInput) {
          newestInput = mtimeMs;
          newestFile = file;
        }
      },
      true,
    );
  }
  if (newestInput >= oldestOutput) return { upToDate: false, reason: `${path.relative(root, newestFile) || newestFile} changed since the last build` };
  return { upToDate: true, reason: `${output} is newer than every file that goes into it` };
}

function exists(file) {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}
