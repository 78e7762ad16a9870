import type { RejectionReason } from '../contracts/console';
import type { ContentLanguage } from '../i18n/content-language';
import type { DappLanguage, TpConnect } from '../validation/choices';
import type { FieldError } from '../validation/issues';
import type { ReleaseArch, ReleaseChannel, ReleasePlatform, ReleaseStore } from './releases';
import type { DonationCheckView } from '../contracts/submission-checks';

/**
 * Every answer of the api: `result` 0 and `data` on success. Failures carry
 * a non-zero `result` (the HTTP status) and a `message` in English, and
 * validation failures list each field with a translatable key.
 */
export interface ApiEnvelope<T> {
  readonly result: number;
  readonly data: T;
  readonly message?: string;
}

export interface ApiErrorBody {
  readonly result: number;
  readonly message: string;
  readonly errors?: readonly FieldError[];
}

/** Language and platform headers the production API honours (docs/product.md §7.2). */
export type ClientOs = 'web' | 'android' | 'ios' | 'pc' | 'extension' | (string & {});

// ---------------------------------------------------------------- production

/** A blockchain as the api sends it (docs/product.md §3.10); the client keeps it as `Blockchain`. */
export interface RawBlockchain {
  readonly hid: number;
  readonly icon_url: string;
  readonly title: string;
  readonly ns: string;
  /** The chain's short name (docs/product.md §3.12): ETH, BSC, TRX… */
  readonly short_name: string;
  /** JSON text; EVM chains carry `{"chain_id": "<decimal id>"}`. */
  readonly metadata: string | null;
  readonly deprecated: boolean;
}

/** A DApp category (docs/product.md §3.8). Only `category_type` 0 is a store category. */
export interface Category {
  readonly hid: number;
  /** 0: a DApp store category; 1: a home-page section heading. */
  readonly category_type: number;
  readonly m_index: number;
  readonly name: string;
  readonly icon_url: string | null;
}

export interface DappTokenInfo {
  readonly network: string;
  readonly symbol: string;
  readonly contract: string;
}

/** A DApp of the store, in the requested language (falling back to English, then any language). */
export interface Dapp {
  readonly id: number;
  readonly title: string;
  /** One sentence, shown as the subtitle. */
  readonly desc: string;
  /** The content language `title` and `desc` are in. */
  readonly lang: ContentLanguage;
  readonly url: string;
  readonly icon_url: string;
  readonly category_ids: readonly number[];
  /** Network keys the DApp runs on; the first is its main network. */
  readonly networks: readonly string[];
  readonly tp_connect: TpConnect;
  /** Popularity, higher first. */
  readonly hot: number;
  readonly audit_urls: readonly string[];
  /** Tokens of the project ("related tokens" on the detail page). */
  readonly tokens: readonly DappTokenInfo[];
  /** A community tutorial, when there is one. */
  readonly tutorial_url: string | null;
  /** ISO 8601, UTC. */
  readonly create_time: string;
}

/** A block of DApps on the store's home (a category or the trending list). */
export interface HomeSection {
  readonly id: number;
  readonly title: string;
  readonly dapps: readonly Dapp[];
  /** Whether `section_more` has further DApps. */
  readonly has_more: boolean;
}

/** A banner (banner/list, banner/superlist). Lists keep only banners whose url contains http (docs/product.md §3.7). */
export interface Banner {
  readonly id: number;
  readonly title: string;
  readonly image_url: string;
  readonly url: string;
  readonly lang: ContentLanguage;
  /** ISO 8601, UTC. */
  readonly start_time: string;
  readonly end_time: string | null;
}

/** Search results: DApps whose name, description or keywords contain the key, in any language. */
export interface SearchResult {
  readonly key: string;
  /** How many DApps match, counted up to SEARCH_TOTAL_CAP. */
  readonly total: number;
  /** Best match first (exact name, name beginning, name with a typo, then words of the texts), then most popular. */
  readonly list: readonly Dapp[];
  /** With no match, the name of the closest DApp ("Did you mean …"); otherwise null. */
  readonly suggestion: string | null;
}

/** hot_list: the most used DApps and the most searched words, for the store's search panel. */
export interface HotList {
  readonly dapps: readonly Dapp[];
  readonly keywords: readonly string[];
}

/** A token of the market watch-list (swap_market/market_optional). */
export interface MarketToken {
  readonly ns: string;
  /** Contract address; empty for the network's native coin. */
  readonly address: string;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly icon_url: string;
  /** Decimal text, or null when no price feed is configured. */
  readonly price_usd: string | null;
  readonly change_24h: string | null;
}

/** Body of swap_market/market_optional: the visitor's watch-list, or nothing for the default list. */
export interface MarketOptionalRequest {
  readonly tokens?: readonly { readonly ns: string; readonly address: string }[];
}

/** A token protocol of one network as the api sends it, grouped by protocol name in the map. */
export interface RawTokenProtocol {
  /** ERC20, BEP20, TRC20, SPL, ERC721… */
  readonly protocol: string;
  readonly ns: string;
  readonly hid: number;
  readonly kind: 'token' | 'nft';
}

export type RawTokenProtocolMap = Readonly<Record<string, readonly RawTokenProtocol[]>>;

// ------------------------------------------------------------------- content

/** A news item of news/list (docs/product.md §3.6). */
export interface RawNewsItem {
  readonly id: number;
  readonly title: string;
  readonly summary: string;
  readonly cover_url: string | null;
  readonly lang: ContentLanguage;
  /** ISO 8601, UTC, e.g. 2024-05-01T09:30:00Z. */
  readonly create_time: string;
}

/** news/{id}: the article. `content` is HTML; render it only after sanitising. */
export interface RawNewsDetail extends RawNewsItem {
  readonly content: string;
}

/** A news item after normalisation: the date split as the news list groups it (docs/product.md §2.10, §3.6). */
export interface NewsItem extends RawNewsItem {
  /** `create_time` with T and Z replaced by spaces and trimmed: `2024-05-01 09:30:00`. */
  readonly create_time: string;
  /** YYYY-MM-DD, for grouping. */
  readonly date: string;
  /** MM-DD. */
  readonly days: string;
  /** HH:mm. */
  readonly times: string;
}

export interface NewsDetail extends NewsItem {
  readonly content: string;
}

export interface Activity {
  readonly id: number;
  readonly title: string;
  readonly summary: string;
  readonly image_url: string;
  readonly url: string;
  readonly lang: ContentLanguage;
  readonly start_time: string;
  readonly end_time: string | null;
}

export interface Ad {
  readonly id: number;
  readonly title: string;
  readonly image_url: string;
  readonly url: string;
  readonly lang: ContentLanguage;
}

// --------------------------------------------------------------- site calls

/** POST /api/tokenPocket/subscribe answers `{result, message}` (docs/product.md §7.4). */
export interface SubscribeResponse {
  readonly result: number;
  readonly message?: string;
  /** With result 429: seconds until this address may subscribe again. */
  readonly retryAfter?: number;
}

/** What a project owner can submit for listing. */
export const SUBMISSION_KINDS = ['dapp', 'token', 'nft'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** Public review states of a submission. */
export type SubmissionState = 'received' | 'in_review' | 'listed' | 'rejected';

/** The answer to a submission: keep the receipt to follow the review. */
export interface SubmissionReceipt {
  readonly receipt: string;
  readonly kind: SubmissionKind;
  readonly status: SubmissionState;
  readonly created_at: string;
}

export interface DonationRecord {
  readonly payment: string;
  readonly explorer_url: string;
  readonly created_at: string;
}

/** GET /api/submissions/{receipt}: the public status of a submission. */
export interface SubmissionStatus extends SubmissionReceipt {
  /** The DApp, token or collection name. */
  readonly title: string;
  /** The operator's note with a rejection, as written; null otherwise. */
  readonly reason: string | null;
  /** The listed reason of a rejection (`REJECTION_REASONS`), shown in the reader's language; null otherwise. */
  readonly reason_code: RejectionReason | null;
  readonly updated_at: string;
  readonly donation: DonationRecord | null;
  /** The on-chain check of the donation; null without a donation. */
  readonly donation_check: DonationCheckView | null;
  /** DApp submissions: the languages submitted. */
  readonly languages?: readonly DappLanguage[];
}

/** A build of the wallet: a package downloaded from the site, or a store listing. */
export interface Release {
  readonly platform: ReleasePlatform;
  readonly version: string;
  readonly channel: ReleaseChannel;
  readonly released_at: string;
  readonly url: string;
  /** The store that distributes it; null for a package downloaded from the site. */
  readonly store: ReleaseStore | null;
  /** The listing's id in its store (package name, app id, extension id); null for downloads. */
  readonly store_id: string | null;
  /** Bytes of the package; null for store listings. */
  readonly size: number | null;
  /** SHA-256 of the package, lowercase hex; null for store listings. */
  readonly sha256: string | null;
  /**
   * SHA-256 of the certificate the package is signed with (APK signer, Authenticode, Developer ID),
   * lowercase hex; null for store listings, which the stores sign, and for unsigned packages.
   */
  readonly signing_cert_sha256: string | null;
  readonly arch: ReleaseArch;
  readonly min_os: string | null;
  /** What changed, as plain text; may be empty. */
  readonly notes: string;
}

/** Filters of the releases endpoint; without any, every release of every platform, newest first. */
export interface ReleaseQuery {
  readonly platform?: ReleasePlatform;
  readonly channel?: ReleaseChannel;
  /** Only the newest release of each package (platform, store and architecture), after the other filters. */
  readonly latest?: boolean;
}

/** A version number scammers pass off as an official release. */
export interface FakeVersion {
  readonly version: string;
  /** The platform it is passed off for; null when it is claimed for any. */
  readonly platform: ReleasePlatform | null;
  /** When it was first reported. */
  readonly reported_at: string;
}

/** Paging of list calls. */
export interface Page {
  readonly start?: number;
  readonly count?: number;
}
