import { createServer } from 'node:net';

/** A free port of [from, to), so two runs of the suite on one machine do not meet. */
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
