/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectionDrainer } from './shutdown';

interface Answer {
  readonly status: number;
  readonly connection: string | undefined;
  readonly body: string;
}

function ask(port: number, path: string, agent: http.Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('draining the server on shutdown', () => {
  let server: http.Server;
  let port: number;
  let release: () => void;
  let drainer: ReturnType<typeof connectionDrainer>;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    const slow = new Promise<void>((resolve) => (release = resolve));
    server = http.createServer((request, response) => {
      if (request.url === '/slow') void slow.then(() => response.end('slow done'));
      else response.end('quick');
    });
    drainer = connectionDrainer(server, 300);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    agent.destroy();
    server.closeAllConnections();
  });

  it('answers in flight and on kept-alive connections with Connection: close, refuses new connections, then ends', async () => {
    // A kept-alive connection, idle when the drain starts.
    expect(await ask(port, '/first', agent)).toMatchObject({ status: 200, connection: 'keep-alive' });
    const inFlight = ask(port, '/slow', false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let ended = false;
    const draining = drainer.drain().then(() => (ended = true));

    // A request sent on the idle kept-alive connection just after the drain started is answered, not reset.
    expect(await ask(port, '/arriving', agent)).toEqual({ status: 200, connection: 'close', body: 'quick' });
    await expect(ask(port, '/new', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(ended).toBe(false);

    release();
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'slow done' });
    await draining;
    expect(drainer.open()).toBe(0);
  });

  it('keeps accepting new connections for the time asked, answering each with Connection: close, then refuses them', async () => {
    const server = http.createServer((_request, response) => response.end('quick'));
    const drainer = connectionDrainer(server, 300);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    let ended = false;
    const draining = drainer.drain(400).then(() => (ended = true));

    expect(await ask(port, '/during', false)).toEqual({ status: 200, connection: 'close', body: 'quick' });
    expect(ended).toBe(false);
    await draining;
    await expect(ask(port, '/after', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
