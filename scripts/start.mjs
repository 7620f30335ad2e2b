// `npm start`: install if needed, build the web app unless its build is up to date, build the server
// (half a second, so always), then serve web + api on one port (the server migrates and seeds the database itself, embedded PostgreSQL unless
// DATABASE_URL is set).
import { ensureDependencies, root, run, runForeground } from './lib.mjs';
import { serverNodeArgs } from './server-command.mjs';
import { webBuildState } from './web-build.mjs';

ensureDependencies();
// E-ticket PDFs are printed by Chromium (Myanmar text needs a real shaping engine). Without it the
// product still runs; tickets are issued and viewable as text, and their PDFs wait until it exists.
try {
  run('bash', ['scripts/ensure-system-packages.sh']);
} catch {
  console.warn('Could not install Chromium and fonts (apt-get needs root): e-ticket PDFs will wait until they are installed.');
}
const build = webBuildState(root);
if (build.upToDate) {
  console.log(`The web app is already built (${build.reason}).`);
} else {
  console.log(`Building the web app (${build.reason})...`);
  run('npm', ['run', 'build', '-w', '@thwa/web', '--silent']);
}
run(process.execPath, ['scripts/build-server.mjs']);
// NODE_ENV is passed on as given: unset, the server runs as the local demo (sandbox partners, the
// development mailbox, published development secrets); NODE_ENV=production is the explicit safe mode.
runForeground(process.execPath, serverNodeArgs());
