// `npm test`: everything, in the order that fails fastest. Installs what it needs first: the npm
// dependencies and the Debian packages (Chromium, Myanmar fonts, poppler-utils).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, root, run } from './lib.mjs';

const reports = path.join(root, '.data/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { TZ: 'UTC', CI: process.env.CI ?? '' };

function step(title, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n=== ${title}`);
  run(command, args, { env: { ...env, ...extraEnv } });
  console.log(`=== ${title}: ok in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

function readCounts(file, pick) {
  return existsSync(file) ? pick(JSON.parse(readFileSync(file, 'utf8'))) : { passed: 0, failed: 0 };
}

let failure;
try {
  ensureDependencies();
  step('system packages', 'bash', ['scripts/ensure-system-packages.sh', '--test']);
  step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  step('build', 'npm', ['run', 'build', '--silent']);
  step('unit and integration tests (vitest)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, 'vitest.json')}`,
  ]);
  step('end-to-end tests (playwright, chromium)', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
  });
} catch (error) {
  failure = error;
}

const vitest = readCounts(path.join(reports, 'vitest.json'), (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const e2e = readCounts(path.join(reports, 'playwright.json'), (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
}));
console.log(`\nvitest: ${vitest.passed} passed, ${vitest.failed} failed`);
console.log(`playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
if (failure) {
  console.error(`\n${failure.message}`);
  process.exit(1);
}
console.log(`total: ${vitest.passed + e2e.passed} passed, ${vitest.failed + e2e.failed} failed`);
