import bs58 from 'bs58';
import { addressFamily, addressKey, isValidAddress } from './addresses';
import { isEvmAddress, toChecksumAddress } from './evm';

describe('EVM addresses', () => {
  const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'; // EIP-55's own example

  it('accepts all-lower, all-upper and correctly checksummed addresses', () => {
    expect(isEvmAddress(checksummed)).toBe(true);
    expect(isEvmAddress(checksummed.toLowerCase())).toBe(true);
    expect(isEvmAddress('0x' + checksummed.slice(2).toUpperCase())).toBe(true);
  });

  it('refuses a mixed-case address whose checksum is wrong', () => {
    expect(isEvmAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });

  it('computes the EIP-55 form', () => {
    expect(toChecksumAddress(checksummed.toLowerCase())).toBe(checksummed);
  });

  it('refuses wrong lengths and non-hex digits', () => {
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
    expect(isEvmAddress('0xZZAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isValidAddress('bsc', "0x' OR 1=1 --")).toBe(false);
  });
});

describe('isValidAddress per network family', () => {
  it.each([
    ['trx', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', true],
    ['trx', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', false], // checksum broken
    ['trx', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false],
    ['solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', true],
    ['solana', 'So11111111111111111111111111111111111111112', true],
    ['solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTD', false],
    ['eos', 'eosio.token', true],
    ['eos', 'EOSIO.token', false],
    ['eos', 'toolongaccountname', false],
    ['eos', 'account.', false],
    ['aptos', '0x1::aptos_coin::AptosCoin', true],
    ['btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', true],
    ['btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', false],
    ['some-new-chain', 'contract.v2', true],
    ['some-new-chain', '<script>', false],
  ])('%s %s → %s', (network, address, expected) => {
    expect(isValidAddress(network, address)).toBe(expected);
  });

  it('accepts an SS58 address of 35 decoded bytes on Polkadot', () => {
    const address = bs58.encode(new Uint8Array(35).fill(7));
    expect(isValidAddress('dot', address)).toBe(true);
    expect(isValidAddress('dot', bs58.encode(new Uint8Array(20).fill(7)))).toBe(false);
  });

  it('knows the families of the spec networks', () => {
    expect(['eth', 'bsc', 'heco', 'matic', 'ftm', 'arb', 'op', 'base', 'linea', 'zks', 'opbnb', 'blast'].map(addressFamily)).toEqual(
      Array(12).fill('evm'),
    );
    expect(addressFamily('TRX')).toBe('tron');
    expect(addressFamily('unknown')).toBe('other');
  });

  it('compares EVM addresses without case and others with case', () => {
    expect(addressKey('eth', ' 0xABC ')).toBe('0xabc');
    expect(addressKey('trx', 'TR7NHq')).toBe('TR7NHq');
  });
});
