import { render, type RenderResult } from '@testing-library/react';
// eslint-disable-next-line no-restricted-imports -- for tests only: the console's pages under a router in memory, never shipped.
import { MemoryRouter } from 'react-router';
import { App } from '../App';
import { ConsoleApi } from '../state/console-api';

export interface Call { method: string; url: string; headers: Record<string, string>; body: unknown }
export type Answer = { status?: number; body: unknown };

/** The admin api as the console sees it: answers by method and path, every call recorded. */
export function fakeAdminApi(routes: Record<string, (call: Call) => Answer>) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit = {}) => {
    const call: Call = { method: init.method ?? 'GET', url, headers: (init.headers ?? {}) as Record<string, string>, body: init.body ? JSON.parse(init.body as string) : undefined };
    calls.push(call);
    const path = url.split('?')[0];
    const route = routes[`${call.method} ${path}`];
    const answer = route ? route(call) : { status: 404, body: { result: 404, message: 'Not found' } };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, statusText: '', json: async () => answer.body } as Response;
  }) as typeof fetch;
  return { api: new ConsoleApi(fetchImpl), calls };
}

/** A reviewer's session as GET /api/admin/session answers it; spread it with another name and role. */
export const SESSION = { name: 'rita', role: 'reviewer', csrfToken: 'csrf-1', expiresAt: '2030-01-01T00:00:00Z' };
export const EDITOR = { ...SESSION, name: 'ed', role: 'editor' };

/** The console at `path` (under /console), talking to `api`. */
export function renderConsole(api: ConsoleApi, path = '/console'): RenderResult {
  return render(
    <MemoryRouter basename="/console" initialEntries={[path]}>
      <App api={api} />
    </MemoryRouter>,
  );
}

/** The api's envelope of a success. */
export const data = (value: unknown): Answer => ({ body: { result: 0, data: value } });
