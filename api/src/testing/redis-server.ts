import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './ports';

export interface TestRedis {
  readonly url: string;
  /** Stops the server (the counts it held are gone). */
  stop(): Promise<void>;
}

/**
 * A throwaway redis-server (Debian's `redis-server`) on a free port of
 * 6390-6399, nothing written to disk; stopped by the test that started it.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort(6390, 6400);
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('error', (error) => reject(new Error(`redis-server could not start (apt-get install -y redis-server): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  child.stdout!.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      child.stdout!.destroy();
    },
  };
}
