import bs58 from 'bs58';
import { sha256 } from '@noble/hashes/sha2.js';
import { isEvmAddress } from './evm';

export type AddressFamily =
  | 'evm'
  | 'tron'
  | 'solana'
  | 'eos'
  | 'move'
  | 'bitcoin'
  | 'substrate'
  | 'iost'
  | 'ton'
  | 'near'
  | 'cosmos'
  | 'conflux'
  | 'other';

/** Network key → address family, for the networks the blockchain list carries (docs/product.md §3.12). */
export const NETWORK_FAMILIES: Readonly<Record<string, AddressFamily>> = {
  eth: 'evm', bsc: 'evm', heco: 'evm', matic: 'evm', ftm: 'evm', arb: 'evm', op: 'evm', avax: 'evm',
  base: 'evm', linea: 'evm', zks: 'evm', opbnb: 'evm', blast: 'evm', klay: 'evm', oktc: 'evm',
  glmr: 'evm', movr: 'evm', kcc: 'evm', etc: 'evm', mantle: 'evm', 'eos-evm': 'evm', scroll: 'evm',
  manta: 'evm', celo: 'evm', gnosis: 'evm', cro: 'evm', aurora: 'evm', one: 'evm', metis: 'evm',
  'polygon-zkevm': 'evm', core: 'evm', merlin: 'evm', bitlayer: 'evm', mode: 'evm', taiko: 'evm',
  'cfx-espace': 'evm', sonic: 'evm', berachain: 'evm', unichain: 'evm', 'arb-nova': 'evm', boba: 'evm',
  trx: 'tron',
  solana: 'solana',
  eos: 'eos', wax: 'eos', telos: 'eos',
  aptos: 'move', sui: 'move',
  btc: 'bitcoin', ltc: 'bitcoin', doge: 'bitcoin', bch: 'bitcoin',
  dot: 'substrate', ksm: 'substrate',
  iost: 'iost',
  ton: 'ton',
  near: 'near',
  cosmos: 'cosmos', osmosis: 'cosmos', sei: 'cosmos',
  cfx: 'conflux',
};

export function addressFamily(network: string): AddressFamily {
  return NETWORK_FAMILIES[network.toLowerCase()] ?? 'other';
}

function base58Bytes(value: string): Uint8Array | null {
  try {
    return bs58.decode(value);
  } catch {
    return null;
  }
}

/** Base58Check: the last four bytes are the first four of sha256(sha256(payload)). */
function hasBase58Checksum(bytes: Uint8Array): boolean {
  if (bytes.length < 5) return false;
  const payload = bytes.subarray(0, bytes.length - 4);
  const expected = sha256(sha256(payload)).subarray(0, 4);
  return expected.every((byte, i) => byte === bytes[bytes.length - 4 + i]);
}

function isTronAddress(value: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value)) return false;
  const bytes = base58Bytes(value);
  return bytes !== null && bytes.length === 25 && bytes[0] === 0x41 && hasBase58Checksum(bytes);
}

function isSolanaAddress(value: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return false;
  return base58Bytes(value)?.length === 32;
}

/** EOSIO account names: up to 12 of a-z, 1-5 and dots, not ending in a dot. */
function isEosAccount(value: string): boolean {
  return /^[a-z1-5.]{0,11}[a-z1-5]$/.test(value);
}

/** Aptos and Sui: an account address, or a coin type such as `0x1::aptos_coin::AptosCoin`. */
function isMoveAddress(value: string): boolean {
  return /^0x[0-9a-fA-F]{1,64}(::[A-Za-z_]\w*::[A-Za-z_]\w*)?$/.test(value);
}

function isBitcoinLikeAddress(value: string): boolean {
  if (/^(bc|ltc|tb)1[02-9ac-hj-np-z]{8,87}$/.test(value)) return true;
  const bytes = /^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(value) ? base58Bytes(value) : null;
  return bytes !== null && bytes.length === 25 && hasBase58Checksum(bytes);
}

/** SS58: prefix (1–2 bytes), 32-byte key, 2-byte checksum; asset ids are plain numbers. */
function isSubstrateAddress(value: string): boolean {
  if (/^\d{1,20}$/.test(value)) return true;
  if (!/^[1-9A-HJ-NP-Za-km-z]{46,48}$/.test(value)) return false;
  const length = base58Bytes(value)?.length ?? 0;
  return length === 35 || length === 36;
}

const CHECKS: Record<AddressFamily, (value: string) => boolean> = {
  evm: isEvmAddress,
  tron: isTronAddress,
  solana: isSolanaAddress,
  eos: isEosAccount,
  move: isMoveAddress,
  bitcoin: isBitcoinLikeAddress,
  substrate: isSubstrateAddress,
  iost: (v) => /^[a-z0-9_]{5,11}$/.test(v) || /^Contract[1-9A-HJ-NP-Za-km-z]{30,50}$/.test(v),
  ton: (v) => /^-?\d:[0-9a-fA-F]{64}$/.test(v) || /^[A-Za-z0-9_-]{48}$/.test(v),
  near: (v) => /^[0-9a-f]{64}$/.test(v) || (v.length >= 2 && v.length <= 64 && /^(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/.test(v)),
  cosmos: (v) => /^[a-z]{1,20}1[02-9ac-hj-np-z]{38,58}$/.test(v) || /^(ibc|factory)\/[\w/.-]{1,120}$/.test(v),
  conflux: (v) => /^(cfx|cfxtest):(type\.[a-z]+:)?[a-z0-9]{42}$/i.test(v) || isEvmAddress(v),
  other: (v) => /^[A-Za-z0-9:._-]{2,128}$/.test(v),
};

/** Whether `address` is a well-formed account or contract address on `network` (a network key such as `eth`). */
export function isValidAddress(network: string, address: string): boolean {
  return CHECKS[addressFamily(network)](address);
}

/**
 * The canonical form used to compare addresses: EVM-style hex is
 * case-insensitive, every other family is case-sensitive.
 */
export function addressKey(network: string, address: string): string {
  const family = addressFamily(network);
  const trimmed = address.trim();
  return family === 'evm' || family === 'move' || family === 'conflux'
    ? trimmed.toLowerCase()
    : trimmed;
}
