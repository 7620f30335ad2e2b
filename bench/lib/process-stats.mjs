// What a server process costs, read from /proc: which process listens on a port, its CPU time and its
// resident size. Linux only, like the machines the benches run on.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** The process listening on `port` on this machine, from /proc (its socket's inode among its descriptors). */
export function pidListeningOn(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // 0A is LISTEN; local_address is host:port in hex.
      if (fields.length > 9 && fields[1].endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(`socket:[${fields[9]}]`);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
    } catch {
      // A process that ended meanwhile, or one of another user's.
    }
  }
  throw new Error(`nothing on this machine listens on port ${port}`);
}

/** The process's user + system CPU time so far, in milliseconds. */
export function cpuMilliseconds(pid) {
  // Fields after the command's closing parenthesis: state is 3rd, utime the 14th and stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The process's resident size now, in MB. */
export function rssMegabytes(pid) {
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  return kilobytes / 1024;
}

/** This machine's CPU time so far, all cores, in ticks: how much of it was busy (not idle, not waiting on disk). */
export function machineCpuTicks() {
  // The first line of /proc/stat: cpu user nice system idle iowait irq softirq steal ...
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { total, busy: total - fields[3] - fields[4] };
}
