import type { DappSubmissionInput, NftSubmissionInput, TokenSubmissionInput } from './schemas';

/** Valid form values, for tests here and in the api: each test changes one thing. */
export const VALID_DAPP: DappSubmissionInput = {
  platform: 'bsc',
  title: 'Lotus Swap',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed, 0x0000000000000000000000000000000000001004',
  url: 'https://lotus-swap.example.org',
  desc: 'Swap tokens on BNB Chain with low fees.',
  email: 'team@lotus-swap.example.org',
  others: 'Telegram: @lotusswap',
  category: [2],
  tp_connect: 'both',
  language: 'en',
};

export const VALID_TOKEN: TokenSubmissionInput = {
  network: 'eth',
  email: 'listing@maple.example.com',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  owner_address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  symbol: 'MPL',
  bl_symbol: 'ETH',
  total_supply: '1000000000',
  decimal: '18',
  precision: '6',
  gas: '60000',
  website: 'https://maple.example.com',
  companyName: 'Maple Labs',
  contact: ['Telegram: @maplelabs'],
  description: 'Maple is the governance token of the Maple lending market.',
  name: 'Maple',
  tokenStandard: 'ERC20',
};

export const VALID_NFT: NftSubmissionInput = {
  network: 'eth',
  protocol: 'ERC-721',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  name: 'Harbour Lights',
  symbol: 'HBL',
  website: 'https://harbour-lights.example.net',
  description: 'A collection of 5,000 lighthouse illustrations.',
  email: 'hello@harbour-lights.example.net',
  contact: ['Discord: harbourlights'],
};

/** The English summary of a form submitted empty: every required message, in the order of the form's fields. */
export const EMPTY_DAPP_SUMMARY = [
  'Network is required',
  'DApp Name is required',
  'DApp Contract is required',
  'DApp Website is required',
  'Desc is required',
  'DApp Logo is required',
  'Select at least one category',
  'Select at least one',
  'Email is required',
  'Other contact information is required',
];

export const EMPTY_TOKEN_SUMMARY = [
  'Network is required',
  'Address is required',
  'Owner address is required',
  'Name is required',
  'Token symbol is required',
  'BL symbol is required',
  'Total supply is required',
  'Decimal is required',
  'Precision is required',
  'GAS is required',
  'Logo is required',
  'Website is required',
  'Description is required',
  'Company or personal name is required',
  'Email is required',
  'Contact is required',
];
