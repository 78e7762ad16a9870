import PhishingDetector from 'eth-phishing-detect/src/detector';
import shippedLists from 'eth-phishing-detect/src/config.json';

/** eth-phishing-detect's detector, in its legacy list form (the one its package ships). */
export interface PhishingLists {
  readonly whitelist?: readonly string[];
  readonly blacklist?: readonly string[];
  readonly fuzzylist?: readonly string[];
  readonly tolerance?: number;
}


/** MetaMask's phishing lists as the package ships them (or a fixture), asked per host. */
export class PhishingList {
  private readonly detector: PhishingDetector;
  readonly fuzzylist: readonly string[];

  constructor(lists: PhishingLists = shippedLists) {
    this.detector = new PhishingDetector(lists);
    this.fuzzylist = lists.fuzzylist ?? [];
  }

  /** Whether the host (or a domain above it) is on the blocklist and not allowed. */
  isBlocked(host: string): boolean {
    const verdict = this.detector.check(host.toLowerCase());
    return verdict.result && verdict.type === 'blacklist';
  }
}

let shipped: PhishingList | null = null;

/** The shipped lists, read once (about 400 KB). */
export function shippedPhishingList(): PhishingList {
  shipped ??= new PhishingList();
  return shipped;
}
