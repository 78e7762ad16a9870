import { donationKey } from './donation';
import { VALID_NFT, VALID_TOKEN } from './fixtures';
import { validate } from './issues';
import { schemas } from './schemas';

const errorsOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.success ? [] : result.errors.map((e) => [e.field, e.message]);
};

describe('token schema', () => {
  it('accepts a complete token and converts numbers', () => {
    const result = validate(schemas.token, VALID_TOKEN);
    expect(result.success && [result.data.decimal, result.data.precision]).toEqual([18, 6]);
  });

  it('names each required field (spec §5 "X is required")', () => {
    expect(errorsOf(schemas.token, {})).toEqual([
      ['network', 'Network is required'],
      ['email', 'Email is required'],
      ['address', 'Address is required'],
      ['owner_address', 'Owner address is required'],
      ['symbol', 'Token symbol is required'],
      ['bl_symbol', 'BL symbol is required'],
      ['total_supply', 'Total supply is required'],
      ['decimal', 'Decimal is required'],
      ['precision', 'Precision is required'],
      ['gas', 'GAS is required'],
      ['website', 'Website is required'],
      ['companyName', 'Company or personal name is required'],
      ['contact', 'Contact is required'],
      ['description', 'Description is required'],
      ['name', 'Name is required'],
    ]);
  });

  it('uses the spec "too long" messages for website and introduction', () => {
    expect(errorsOf(schemas.token, { ...VALID_TOKEN, website: `https://a.io/${'x'.repeat(200)}`, description: 'y'.repeat(2001) })).toEqual([
      ['website', 'Official Website is too long'],
      ['description', 'Token Introduction is too long'],
    ]);
  });

  it('refuses bad numbers', () => {
    expect(errorsOf(schemas.token, { ...VALID_TOKEN, decimal: '-1', precision: 99, total_supply: '1e9' })).toEqual([
      ['total_supply', 'Please enter a valid number'],
      ['decimal', 'Please enter a whole number'],
      ['precision', 'Must be at most 36'],
    ]);
  });

  it('checks contract and owner addresses against the network', () => {
    expect(errorsOf(schemas.token, { ...VALID_TOKEN, network: 'trx' })).toEqual([
      ['address', 'Please enter a valid address for this network'],
      ['owner_address', 'Please enter a valid address for this network'],
    ]);
  });
});

describe('NFT schema', () => {
  it('accepts a complete collection', () => {
    expect(errorsOf(schemas.nft, VALID_NFT)).toEqual([]);
  });

  it('requires its protocol type', () => {
    expect(errorsOf(schemas.nft, { ...VALID_NFT, protocol: ' ' })).toEqual([['protocol', 'NFT protocol type is required']]);
  });
});

describe('donation schema', () => {
  it('accepts the panel payload', () => {
    const result = validate(schemas.donation, { payment: '200.4821', explorer_url: 'bscscan.com/tx/0xabc' });
    expect(result.success && result.data.explorer_url).toBe('https://bscscan.com/tx/0xabc');
    const hash = `0x${'4e'.repeat(32)}`;
    const bare = validate(schemas.donation, { payment: '200.4821', explorer_url: ` ${hash} ` });
    expect(bare.success && bare.data.explorer_url).toBe(hash);
    expect(errorsOf(schemas.donation, { payment: '200.4821', explorer_url: hash.slice(0, 60) })).toEqual([['explorer_url', 'Please enter the correct URL']]);
  });

  it('refuses an amount that is not a number and a link that is not a URL', () => {
    expect(errorsOf(schemas.donation, { payment: '200,00', explorer_url: 'not a link' })).toEqual([
      ['payment', 'Enter the amount as a number, e.g. 200.1234'],
      ['explorer_url', 'Please enter the correct URL'],
    ]);
  });

  it('identifies a link by its transaction hash', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(donationKey(`https://bscscan.com/tx/${hash}`)).toBe(donationKey(`https://www.BscScan.com/tx/${hash.toUpperCase().replace('0X', '0x')}?a=1`));
    expect(donationKey('https://explorer.example/tx/1/')).toBe('explorer.example/tx/1');
  });
});

describe('subscribe schema', () => {
  it.each(['a@b.co', ' Someone@Example.COM '])('accepts %s', (email) => {
    expect(validate(schemas.subscribe, { email }).success).toBe(true);
  });

  it.each(['', 'a@b', 'a b@c.com', '<a@b.com>', 42])('answers Error Email! for %p', (email) => {
    expect(errorsOf(schemas.subscribe, { email })).toEqual([['email', 'Error Email!']]);
  });
});
