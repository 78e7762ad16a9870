import { createServer } from 'node:net';

/**
 * A free port of [from, to), for a server that must be found again on the same
 * port after a restart (a child process). An in-process server listens on port 0
 * instead: a probed port is free only until someone else takes it, and test
 * files run side by side, so no two of them may probe the same range.
 */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port < to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to - 1}`);
}
