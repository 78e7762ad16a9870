/** A blockchain as the site uses it, after normalisation (docs/product.md §3.10). */
export interface Blockchain {
  readonly hid: number;
  readonly icon: string;
  readonly title: string;
  /** Network key, e.g. `eth`, `bsc`, `trx`. */
  readonly ns: string;
  /** EVM chain id from the metadata, when the chain has one. */
  readonly chain_id: string | number | null;
}

/** One token protocol (e.g. ERC20) of a network, after normalisation (docs/product.md §3.11). */
export interface TokenProtocol {
  readonly [field: string]: unknown;
  readonly isSelected: false;
  /** The key of the group it came from. */
  readonly title: string;
}

export type TokenProtocolMap = Readonly<Record<string, readonly TokenProtocol[]>>;

export type Theme = 'light' | 'dark';

/** Device size (docs/product.md §2.4, §9.2): mobile, ipad, web, at the breakpoints of shared/src/design/breakpoints.module.css. */
export type DeviceSize = 'mobile' | 'ipad' | 'web';
