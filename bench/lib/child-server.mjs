// A floor's server in a process of its own, so that neither the load generator nor the server measured
// shares its event loop.
import { spawn } from 'node:child_process';

/**
 * Starts `node --import tsx <script> ...args` and resolves with the child once it prints its address
 * (a line with `http://`); rejects when it exits first. `what` names it in that error.
 */
export async function startChildServer(script, args, what) {
  const server = spawn(process.execPath, ['--import', 'tsx', script, ...args.map(String)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`${what}'s server exited with ${code}`)));
    server.stdout.on('data', (chunk) => String(chunk).includes('http://') && resolve());
  });
  return server;
}
