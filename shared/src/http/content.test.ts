import { unwrapContent, type ContentEnvelope } from './content';

describe('unwrapContent', () => {
  it('returns data when result is 0', () => {
    expect(unwrapContent({ result: 0, data: [{ id: 1 }] })).toEqual([{ id: 1 }]);
    expect(unwrapContent({ result: 0, data: null })).toBeNull();
  });

  it('ignores a non-zero result, whatever data it carries', () => {
    expect(unwrapContent({ result: 1, data: [{ id: 1 }], message: 'fail' })).toBeUndefined();
    expect(unwrapContent({ result: -1, data: 'x' })).toBeUndefined();
  });

  it('ignores bodies that are not an envelope', () => {
    expect(unwrapContent(undefined)).toBeUndefined();
    expect(unwrapContent(null)).toBeUndefined();
    expect(unwrapContent('oops' as unknown as ContentEnvelope<string>)).toBeUndefined();
    expect(unwrapContent({ result: '0', data: 1 } as unknown as ContentEnvelope<number>)).toBeUndefined();
  });
});
