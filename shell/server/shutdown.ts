import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;

/**
 * How long after SIGTERM the server still accepts connections while /readyz
 * answers 503. Closing the listener resets every connection the kernel has
 * accepted but the process has not yet taken (ECONNRESET at the client), so
 * it closes only once the load balancers have seen /readyz fail and stopped
 * sending new connections here.
 */
export const DEFAULT_SHUTDOWN_ACCEPT_MS = 5_000;

/**
 * How long a connection with no request in it is kept open once draining
 * starts: a request its client is sending at that moment (on a fresh
 * connection, or on a kept-alive one) arrives and is answered instead of
 * being cut off with a reset.
 */
export const IDLE_LINGER_MS = 2_000;

interface ConnectionState {
  readonly responses: Set<ServerResponse>;
  linger?: NodeJS.Timeout;
}

/**
 * Drains an HTTP server without cutting anything off. Node's `server.close()`
 * (and fastify's close with `forceCloseConnections: 'idle'`) destroys every
 * connection without a request in progress at once, including one whose
 * request is on its way: that client gets ECONNRESET. Draining instead stops
 * accepting connections, answers every request in flight or still arriving
 * with `Connection: close` (so each connection ends after its answer), and
 * closes a connection only once it has been idle for `lingerMs`.
 */
export function connectionDrainer(server: Server, lingerMs = IDLE_LINGER_MS) {
  const connections = new Map<Socket, ConnectionState>();
  let draining = false;
  let listening = true;
  let drained: () => void = () => {};
  const allClosed = new Promise<void>((resolve) => (drained = resolve));
  const resolveOnceNoneOpen = () => {
    if (!listening && connections.size === 0) drained();
  };

  const closeOnceIdle = (socket: Socket, state: ConnectionState) => {
    clearTimeout(state.linger);
    if (state.responses.size > 0) return;
    state.linger = setTimeout(() => {
      if (state.responses.size === 0) socket.destroy();
    }, lingerMs);
  };

  server.on('connection', (socket: Socket) => {
    const state: ConnectionState = { responses: new Set() };
    connections.set(socket, state);
    if (draining) closeOnceIdle(socket, state);
    socket.once('close', () => {
      clearTimeout(state.linger);
      connections.delete(socket);
      resolveOnceNoneOpen();
    });
  });
  // Before fastify's own listener, so the header is there before any answer is written.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    const socket = response.socket as Socket;
    const state = connections.get(socket);
    if (!state) return;
    clearTimeout(state.linger);
    state.responses.add(response);
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      state.responses.delete(response);
      if (draining && !socket.destroyed) closeOnceIdle(socket, state);
    });
  });

  return {
    /**
     * Answers every request from now on with `Connection: close`, stops
     * accepting connections after `acceptForMs`, and resolves once every
     * open connection has been answered and closed.
     */
    drain(acceptForMs = 0): Promise<void> {
      if (draining) return allClosed;
      draining = true;
      for (const [socket, state] of connections) {
        for (const response of state.responses) if (!response.headersSent) response.setHeader('connection', 'close');
        closeOnceIdle(socket, state);
      }
      const stopAccepting = () => {
        // net's close, not http's: http's would first destroy the idle connections this waits for.
        net.Server.prototype.close.call(server);
        listening = false;
        resolveOnceNoneOpen();
      };
      if (acceptForMs > 0) setTimeout(stopAccepting, acceptForMs);
      else stopAccepting();
      return allClosed;
    },
    /** Connections open now (for tests). */
    open: () => connections.size,
  };
}

/**
 * On SIGTERM: /readyz answers 503 at once; the server keeps accepting
 * connections for `acceptMs` (until the load balancers have noticed), then
 * stops, and answers what is in flight or still arriving on open
 * connections, each with `Connection: close`; then fastify closes (its
 * onClose hooks close the database). SIGINT (Ctrl-C at a terminal, no load
 * balancer) stops accepting at once. Past the grace period, counted from the
 * signal, the process exits anyway, so a stuck request cannot keep a deploy
 * waiting.
 */
export function closeGracefullyOnSignals(app: FastifyInstance, options: { graceMs: number; acceptMs: number; onClosing: () => void }): void {
  const drainer = connectionDrainer(app.server);
  const shutDown = (signal: NodeJS.Signals) => {
    options.onClosing();
    const acceptMs = signal === 'SIGTERM' ? options.acceptMs : 0;
    app.log.warn(`${signal}: accepting connections for ${acceptMs} ms more, finishing requests in flight (at most ${options.graceMs} ms in all), then closing`);
    setTimeout(() => {
      app.log.error(`requests still in flight after ${options.graceMs} ms; exiting`);
      process.exit(1);
    }, options.graceMs).unref();
    drainer
      .drain(acceptMs)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'closing failed');
          process.exit(1);
        },
      );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutDown);
}
