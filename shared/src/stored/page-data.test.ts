import { PAGE_DATA_ELEMENT_ID } from '../contracts/page-data';
import { readPageData } from './page-data';

/** A page whose data element holds `json` (null: a page without one). */
const pageWith = (json: string | null) =>
  ({ getElementById: (id: string) => (id === PAGE_DATA_ELEMENT_ID && json !== null ? { textContent: json } : null) }) as unknown as Pick<Document, 'getElementById'>;

describe('the page data read back', () => {
  it('reads the map of data by key, and none from a page without any', () => {
    expect(readPageData(pageWith('{"dapp:42:en":{"id":42},"news:article:1:en":null}'))).toEqual({ 'dapp:42:en': { id: 42 }, 'news:article:1:en': null });
    expect(readPageData(pageWith(null))).toEqual({});
  });

  it('refuses damaged data, saying what is wrong, so the sections ask the api', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(readPageData(pageWith('[{"id":42}]'))).toEqual({});
    expect(error).toHaveBeenLastCalledWith("the page's data (#tp-page-data) is damaged: the value: expected record; the sections load their data from the api");
    expect(readPageData(pageWith('{"dapp:42:en":'))).toEqual({});
    expect(error).toHaveBeenLastCalledWith(expect.stringMatching(/^the page's data \(#tp-page-data\) is not valid JSON: /));
    error.mockRestore();
  });
});
