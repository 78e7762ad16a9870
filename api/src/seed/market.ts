import { artUrl } from './art';
import { SEED_CHAINS } from './chains';

export interface SeedMarketToken { ns: string; address: string; symbol: string; name: string; decimals: number }

/** The default watch-list: native coins and major tokens with their public contracts. No price feed is seeded. */
export const MARKET_TOKENS: readonly SeedMarketToken[] = [
  { ns: 'eth', address: '', symbol: 'ETH', name: 'Ether', decimals: 18 },
  { ns: 'bsc', address: '', symbol: 'BNB', name: 'BNB', decimals: 18 },
  { ns: 'trx', address: '', symbol: 'TRX', name: 'TRON', decimals: 6 },
  { ns: 'solana', address: '', symbol: 'SOL', name: 'Solana', decimals: 9 },
  { ns: 'eth', address: '0xdac17f958d2ee523a2206206994597c13d831ec7', symbol: 'USDT', name: 'Tether USD', decimals: 6 },
  { ns: 'eth', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { ns: 'eth', address: '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599', symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8 },
  { ns: 'eth', address: '0x514910771af9ca656af840dff83e8264ecf986ca', symbol: 'LINK', name: 'Chainlink', decimals: 18 },
  { ns: 'eth', address: '0x6b175474e89094c44da98b954eedeac495271d0f', symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18 },
  { ns: 'eth', address: '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984', symbol: 'UNI', name: 'Uniswap', decimals: 18 },
  { ns: 'bsc', address: '0x55d398326f99059ff775485246999027b3197955', symbol: 'USDT', name: 'Tether USD', decimals: 18 },
  { ns: 'bsc', address: '0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82', symbol: 'CAKE', name: 'PancakeSwap', decimals: 18 },
  { ns: 'trx', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', symbol: 'USDT', name: 'Tether USD', decimals: 6 },
  { ns: 'solana', address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', name: 'USD Coin', decimals: 6 },
];

export const marketTokenIcon = (symbol: string) => artUrl('icon', `token-${symbol}`);

export interface SeedProtocol { protocol: string; ns: string; kind: 'token' | 'nft'; sort: number }

const NON_EVM_TOKENS: readonly [string, string][] = [
  ['TRC20', 'trx'], ['TRC10', 'trx'], ['SPL', 'solana'], ['eosio.token', 'eos'], ['Aptos Coin', 'aptos'], ['Sui Coin', 'sui'],
  ['Jetton', 'ton'], ['BRC-20', 'btc'], ['NEP-141', 'near'], ['ERC20', 'eos-evm'],
];
const NFT_PROTOCOLS: readonly [string, readonly string[]][] = [
  ['ERC721', ['eth', 'matic', 'arb', 'op', 'base', 'avax', 'linea', 'zks', 'blast']],
  ['ERC1155', ['eth', 'matic', 'arb', 'op', 'base', 'avax']],
  ['BEP721', ['bsc', 'opbnb']],
  ['TRC721', ['trx']],
  ['Metaplex', ['solana']],
];

/** Token standards per network: ERC20 on EVM networks (BEP20 on BNB chains), each family's own elsewhere. */
export function seedProtocols(): SeedProtocol[] {
  const rows: SeedProtocol[] = [];
  for (const chain of SEED_CHAINS) {
    if (chain.chainId === null || chain.ns === 'eos-evm') continue;
    rows.push({ protocol: chain.ns === 'bsc' || chain.ns === 'opbnb' ? 'BEP20' : chain.ns === 'heco' ? 'HRC20' : 'ERC20', ns: chain.ns, kind: 'token', sort: 0 });
  }
  NON_EVM_TOKENS.forEach(([protocol, ns]) => rows.push({ protocol, ns, kind: 'token', sort: 1 }));
  NFT_PROTOCOLS.forEach(([protocol, networks]) => networks.forEach((ns) => rows.push({ protocol, ns, kind: 'nft', sort: 2 })));
  return rows;
}
