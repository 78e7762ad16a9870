/**
 * Length and count limits of the submission forms, shared by the browser and
 * the api. docs/product.md fixes only the audit link (1000 characters, §5.1, §9.3); the
 * others are chosen to fit real values with room to spare.
 */
export const LIMITS = {
  dappTitle: 60,
  dappDesc: 200,
  url: 500,
  /** The comma-separated contract list of a DApp, as a whole. */
  addressList: 2000,
  addressesPerList: 20,
  address: 128,
  email: 254,
  contact: 300,
  contactsPerForm: 5,
  account: 128,
  auditUrl: 1000,
  auditUrls: 10,
  categories: 5,
  tokensPerDapp: 20,
  translations: 2,
  tokenSymbol: 20,
  blSymbol: 20,
  tokenName: 100,
  /** 'Official Website is too long'. */
  website: 200,
  /** 'Token Introduction is too long'. */
  introduction: 2000,
  companyName: 100,
  totalSupply: 80,
  gas: 40,
  tokenStandard: 32,
  maxDecimals: 36,
  explorerUrl: 500,
  payment: 32,
  networkKey: 32,
} as const;
