import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 mixed-case checksum form of a 20-byte hex address. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    out += parseInt(hash[i], 16) >= 8 ? hex[i].toUpperCase() : hex[i];
  }
  return out;
}

/**
 * An EVM address: 0x and 40 hex digits. All-lower or all-upper case carries no
 * checksum; mixed case must match EIP-55, which catches most typos.
 */
export function isEvmAddress(address: string): boolean {
  if (!EVM_ADDRESS.test(address)) return false;
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}
