/**
 * Chromium driven through one bare DevTools connection (the protocol over
 * Node's WebSocket, no library): only the domains a benchmark asks for are on.
 * Playwright and Lighthouse turn on the Runtime domain, with which V8 records
 * the source position of every frame of every `Error` created, parsing the
 * function again to find them; a phone has no DevTools and does not
 * (docs/architecture.md §9). Node 20 needs `--experimental-websocket`.
 */
import * as chromeLauncher from 'chrome-launcher';

type Reply = { result?: Record<string, unknown> & { result?: { value?: unknown } }; error?: { message: string } };

export interface BareDevTools {
  send(method: string, params?: Record<string, unknown>): Promise<Reply['result']>;
  on(event: string, listener: (params: Record<string, unknown>) => void): void;
  close(): Promise<void>;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** A fresh Chromium with a blank page, and a connection to that page. */
export async function openBareDevTools(chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'): Promise<BareDevTools> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const targets = (await (await fetch(`http://127.0.0.1:${chrome.port}/json`)).json()) as Array<{ type: string; webSocketDebuggerUrl: string }>;
    const socket = new WebSocket(targets.find((target) => target.type === 'page')!.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    const pending = new Map<number, { resolve: (result: Reply['result']) => void; reject: (error: Error) => void; method: string }>();
    const listeners = new Map<string, Array<(params: Record<string, unknown>) => void>>();
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as Reply & { id?: number; method?: string; params?: Record<string, unknown> };
      if (message.id === undefined) {
        for (const listener of listeners.get(message.method ?? '') ?? []) listener(message.params ?? {});
        return;
      }
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
      else call?.resolve(message.result);
    });
    let lastId = 0;
    return {
      send: (method, params = {}) =>
        new Promise((resolve, reject) => {
          lastId += 1;
          pending.set(lastId, { resolve, reject, method });
          socket.send(JSON.stringify({ id: lastId, method, params }));
        }),
      on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
      close: async () => {
        socket.close();
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}
