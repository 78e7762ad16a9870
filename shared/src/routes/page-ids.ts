/**
 * The ids in page addresses, read the same way by the sections in the browser
 * and by the site server (which answers 404 for an id the api does not know).
 */

/** An article id as the api knows them (`/{lang}/news/{id}`): a positive whole number. */
export function parseArticleId(value: string | null | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

const DAPP_ID = /^[1-9]\d{0,8}$/;

/** A DApp id (`/{lang}/dappstore/detail?id=…`): a positive whole number of up to nine digits. */
export function parseDappId(raw: string | null): number | null {
  return raw !== null && DAPP_ID.test(raw) ? Number(raw) : null;
}

/** A DApp's page in the store, after the language prefix. */
export function dappDetailPath(id: number): string {
  return `/dappstore/detail?id=${id}`;
}
