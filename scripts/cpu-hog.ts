/**
 * Runs a command while every core is kept busy by a spinning thread, so tests
 * meet the load of a slow or shared machine on purpose:
 * `tsx scripts/cpu-hog.ts <command…>`. The threads stop when the command ends;
 * the exit code is the command's. HOG_THREADS sets how many spin (default: one per core).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/cpu-hog.ts <command> [args…]');
  process.exit(2);
}

const threads = Number(process.env.HOG_THREADS ?? availableParallelism());
const spin = 'for (;;) { Math.sqrt(Math.random()); }';
const hogs = Array.from({ length: threads }, () => new Worker(spin, { eval: true }));
console.error(`cpu-hog: ${threads} spinning thread(s) beside: ${[command, ...args].join(' ')}`);

const child = spawn(command, args, { stdio: 'inherit' });
const stop = (code: number) => {
  for (const hog of hogs) void hog.terminate();
  process.exit(code);
};
child.on('exit', (code, signal) => stop(code ?? (signal ? 1 : 0)));
child.on('error', (error) => {
  console.error(`cpu-hog: ${error.message}`);
  stop(127);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
