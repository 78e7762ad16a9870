import { PAGE_DATA_ELEMENT_ID, type PageData } from '../contracts/page-data';
import { checkValue, type StoredRead } from './stored-format';
import * as z from '../facades/zod-mini';

/**
 * The data a page was rendered with, as the shell reads it back from the page
 * (see PageData). Each value is an answer of the api's v1 paths under its key
 * (pageDataKey), which is its version: a value of another shape takes a new
 * key, so a section never reads a shape it was not built for. Here the whole
 * is checked to be such a map; each value has the api's own type.
 */
export const pageDataSchema: z.ZodMiniType<PageData> = z.record(z.string(), z.unknown());

export function parsePageData(text: string): StoredRead<PageData> {
  const name = `the page's data (#${PAGE_DATA_ELEMENT_ID})`;
  try {
    return checkValue(name, pageDataSchema, JSON.parse(text));
  } catch (error) {
    return { ok: false, problem: `${name} is not valid JSON: ${(error as Error).message}` };
  }
}

/** The embedded data of the page, or none (a page without any, or one whose data is damaged: the console says what is wrong, and the sections ask the api). */
export function readPageData(doc: Pick<Document, 'getElementById'>): PageData {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  const read = parsePageData(text);
  if (read.ok) return read.value;
  console.error(`${read.problem}; the sections load their data from the api`);
  return {};
}
