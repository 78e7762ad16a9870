import { artUrl } from './art';

export interface SeedChain {
  readonly hid: number;
  readonly ns: string;
  readonly title: string;
  readonly shortName: string;
  /** EVM chain id (decimal), null for other families. */
  readonly chainId: string | null;
  readonly deprecated?: boolean;
}

// hid 1, 12, 15, 18 and 25 are the EVM platform values of docs/product.md §3.12; the others follow on.
// Chain ids are the public EIP-155 ids of each network.
const ROWS: readonly [number, string, string, string, string | null, boolean?][] = [
  [1, 'eth', 'Ethereum', 'ETH', '1'],
  [12, 'bsc', 'BNB Smart Chain', 'BSC', '56'],
  [4, 'trx', 'TRON', 'TRX', null],
  [27, 'solana', 'Solana', 'SOL', null],
  [18, 'matic', 'Polygon', 'MATIC', '137'],
  [22, 'arb', 'Arbitrum One', 'ARB', '42161'],
  [38, 'base', 'Base', 'Base', '8453'],
  [26, 'op', 'OP Mainnet', 'OP', '10'],
  [21, 'avax', 'Avalanche C-Chain', 'AVAX', '43114'],
  [2, 'eos', 'EOS', 'EOS', null],
  [5, 'btc', 'Bitcoin', 'BTC', null],
  [34, 'zks', 'zkSync Era', 'zkSync Era', '324'],
  [37, 'linea', 'Linea', 'LINEA', '59144'],
  [39, 'opbnb', 'opBNB', 'OPBNB', '204'],
  [40, 'blast', 'Blast', 'BLAST', '81457'],
  [36, 'mantle', 'Mantle', 'Mantle', '5000'],
  [41, 'scroll', 'Scroll', 'SCROLL', '534352'],
  [32, 'aptos', 'Aptos', 'APTOS', null],
  [60, 'sui', 'Sui', 'SUI', null],
  [61, 'ton', 'TON', 'TON', null],
  [25, 'ftm', 'Fantom', 'FTM', '250'],
  [55, 'sonic', 'Sonic', 'S', '146'],
  [35, 'eos-evm', 'EOS EVM', 'EOS EVM', '17777'],
  [3, 'iost', 'IOST', 'IOST', null],
  [13, 'dot', 'Polkadot', 'DOT', null],
  [14, 'ksm', 'Kusama', 'KSM', null],
  [19, 'oktc', 'OKT Chain', 'OKTC', '66'],
  [20, 'klay', 'Kaia', 'KLAY', '8217'],
  [28, 'glmr', 'Moonbeam', 'GLMR', '1284'],
  [47, 'movr', 'Moonriver', 'MOVR', '1285'],
  [29, 'kcc', 'KCC', 'KCC', '321'],
  [30, 'cfx', 'Conflux', 'CFX', null],
  [54, 'cfx-espace', 'Conflux eSpace', 'CFX eSpace', '1030'],
  [31, 'etc', 'Ethereum Classic', 'ETC', '61'],
  [33, 'doge', 'Dogecoin', 'DOGE', null],
  [63, 'ltc', 'Litecoin', 'LTC', null],
  [64, 'bch', 'Bitcoin Cash', 'BCH', null],
  [42, 'manta', 'Manta Pacific', 'MANTA', '169'],
  [44, 'celo', 'Celo', 'CELO', '42220'],
  [45, 'gnosis', 'Gnosis Chain', 'GNO', '100'],
  [46, 'cro', 'Cronos', 'CRO', '25'],
  [48, 'metis', 'Metis', 'METIS', '1088'],
  [49, 'core', 'Core', 'CORE', '1116'],
  [50, 'merlin', 'Merlin Chain', 'MERLIN', '4200'],
  [51, 'bitlayer', 'Bitlayer', 'BITLAYER', '200901'],
  [52, 'mode', 'Mode', 'MODE', '34443'],
  [53, 'taiko', 'Taiko', 'TAIKO', '167000'],
  [56, 'berachain', 'Berachain', 'BERA', '80094'],
  [57, 'unichain', 'Unichain', 'UNI', '130'],
  [58, 'arb-nova', 'Arbitrum Nova', 'NOVA', '42170'],
  [59, 'boba', 'Boba Network', 'BOBA', '288'],
  [70, 'aurora', 'Aurora', 'AURORA', '1313161554'],
  [71, 'one', 'Harmony', 'ONE', '1666600000'],
  [62, 'near', 'NEAR', 'NEAR', null],
  [65, 'cosmos', 'Cosmos Hub', 'ATOM', null],
  [66, 'osmosis', 'Osmosis', 'OSMO', null],
  [67, 'sei', 'Sei', 'SEI', null],
  [68, 'wax', 'WAX', 'WAX', null],
  [69, 'telos', 'Telos', 'TLOS', null],
  // Networks that wound down: kept so old submissions resolve, dropped from lists by clients.
  [15, 'heco', 'HECO', 'HECO', '128', true],
  [43, 'polygon-zkevm', 'Polygon zkEVM', 'ZKEVM', '1101', true],
];

export const SEED_CHAINS: readonly SeedChain[] = ROWS.map(([hid, ns, title, shortName, chainId, deprecated]) => ({
  hid, ns, title, shortName, chainId, deprecated: deprecated ?? false,
}));

export const chainIcon = (ns: string) => artUrl('icon', ns);

export const chainTitle = (ns: string) => SEED_CHAINS.find((chain) => chain.ns === ns)?.title ?? ns;
