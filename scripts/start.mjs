// `npm start`: install if needed, build the web app, then serve web + api on one port
// (the server migrates and seeds the database itself, embedded PostgreSQL unless DATABASE_URL is set).
import { ensureDependencies, run, runForeground } from './lib.mjs';

ensureDependencies();
console.log('Building the web app...');
run('npm', ['run', 'build', '--silent']);
runForeground(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  NODE_ENV: process.env.NODE_ENV ?? 'production',
});
