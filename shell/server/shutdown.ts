import type { FastifyInstance } from 'fastify';

export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;

/**
 * On SIGTERM (and SIGINT): /readyz answers 503 at once, the server stops
 * accepting connections, requests in flight finish, then the database closes
 * (fastify's close runs the onClose hooks after the listener is closed). Past
 * the grace period the process exits anyway, so a stuck request cannot keep
 * a deploy waiting.
 */
export function closeGracefullyOnSignals(app: FastifyInstance, options: { graceMs: number; onClosing: () => void }): void {
  const shutDown = (signal: NodeJS.Signals) => {
    options.onClosing();
    app.log.warn(`${signal}: finishing requests in flight (at most ${options.graceMs} ms), then closing`);
    setTimeout(() => {
      app.log.error(`requests still in flight after ${options.graceMs} ms; exiting`);
      process.exit(1);
    }, options.graceMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'closing failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutDown);
}
