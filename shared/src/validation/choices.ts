// The options the submission forms offer, without zod: a form renders them at
// once, while the schemas that check them load when the visitor first needs them.

/** Wallet connection support (docs/product.md §3.1 tp_connect). */
export const TP_CONNECT_OPTIONS = ['both', 'extension', 'mobile', 'none'] as const;
/** Languages a DApp listing is written in (docs/product.md §3.1: one submission per language). */
export const DAPP_LANGUAGES = ['en', 'zh', 'zhTW'] as const;
/** How referral rewards reach the inviter: paid by the contract, or claimed in the DApp. */
export const REFERRAL_MODES = ['contract', 'manual'] as const;
/** NFT standards the form offers; others (e.g. a chain-specific one) are accepted as typed. */
export const NFT_PROTOCOLS = ['ERC-721', 'ERC-1155', 'TRC-721', 'SPL', 'BEP-721', 'BEP-1155'] as const;

export type TpConnect = (typeof TP_CONNECT_OPTIONS)[number];
export type DappLanguage = (typeof DAPP_LANGUAGES)[number];
export type ReferralMode = (typeof REFERRAL_MODES)[number];
