// The entry of a parse worker thread (piscina loads it by file name). The server and the tests each load
// TypeScript their own way (tsx, swc under Jest) and a worker thread inherits neither, so it registers tsx itself.
import { register } from 'tsx/esm/api';

register();
const task = await import('./parse-task.ts');

// piscina calls the export named in the pool's `name` option
export const parseTask = task.parseTask;
