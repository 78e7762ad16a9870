/** The detector class eth-phishing-detect ships (its package has no types). */
declare module 'eth-phishing-detect/src/detector' {
  import type { PhishingLists } from './phishing';

  export default class PhishingDetector {
    constructor(lists: PhishingLists);
    check(domain: string): { result: boolean; type: string; match?: string };
  }
}
