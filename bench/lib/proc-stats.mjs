// The server's processes as the kernel counts them (/proc): the process a bench started and its node:cluster
// workers, their resident memory and CPU time, and PostgreSQL's CPU time.
import { readdirSync, readFileSync } from 'node:fs';
import { rssOf } from './server.mjs';

/** The server's processes: the one started and its workers (node:cluster forks), as /proc lists children. */
export function processTree(pid) {
  const out = [pid];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const kids = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const kid of kids ? kids.split(/\s+/).map(Number) : []) out.push(...processTree(kid));
    }
  } catch {
    // a process that just ended
  }
  return out;
}
/** Resident memory of the server's processes together (bytes). */
export const rssTree = (pid) =>
  processTree(pid).reduce((sum, p) => {
    try {
      return sum + rssOf(p);
    } catch {
      return sum;
    }
  }, 0);
/** CPU time (user + system, ms) of the server's processes, from /proc/<pid>/stat (clock ticks of 10 ms). */
export const cpuTree = (pid) =>
  processTree(pid).reduce((sum, p) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return sum;
    }
  }, 0);

/** CPU time (ms) of PostgreSQL's processes (all of this machine's: the bench's schema is the only load it is given). */
export function postgresCpu() {
  let sum = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      sum += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // a backend that just ended
    }
  }
  return sum;
}
