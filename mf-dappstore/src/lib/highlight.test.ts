import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks every match, ignoring case', () => {
    expect(highlightParts('Uniswap unites', 'uni')).toEqual([
      { text: 'Uni', match: true },
      { text: 'swap ', match: false },
      { text: 'uni', match: true },
      { text: 'tes', match: false },
    ]);
  });

  it('takes the query literally, not as a pattern', () => {
    expect(highlightParts('1+1 (two)', '(two)')).toEqual([
      { text: '1+1 ', match: false },
      { text: '(two)', match: true },
    ]);
    expect(highlightParts('abc', '.*')).toEqual([{ text: 'abc', match: false }]);
  });

  it('leaves text alone without a query and finds matches in any script', () => {
    expect(highlightParts('PancakeSwap', '  ')).toEqual([{ text: 'PancakeSwap', match: false }]);
    expect(highlightParts('去中心化交易所', '交易')).toEqual([
      { text: '去中心化', match: false },
      { text: '交易', match: true },
      { text: '所', match: false },
    ]);
  });
});
