import { expect, type APIRequestContext } from '@playwright/test';

/** The admin token the e2e server runs with (playwright.config.ts). */
export const ADMIN_TOKEN = 'e2e-admin-token';

/** An operator's POST to the admin api of the e2e server; answers the data of its envelope. */
export async function adminPost<T = unknown>(request: APIRequestContext, path: string, body: object = {}): Promise<T> {
  const response = await request.post(`/api/admin${path}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, data: body });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** An operator's read of the admin api of the e2e server, at a url under /api/admin. */
export async function adminGet(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(response.status(), url).toBe(200);
  return response;
}
