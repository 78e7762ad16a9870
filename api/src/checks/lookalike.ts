import { domainToUnicode } from 'node:url';
import { distance } from 'fastest-levenshtein';
import { parse } from 'tldts';

/** Letters that look alike in a browser's address bar, folded to the Latin letter they imitate. */
const CONFUSABLES: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w',
  ı: 'i', ł: 'l', ø: 'o', đ: 'd', ß: 'ss', '0': 'o', '1': 'l', '3': 'e', '5': 's', '|': 'l',
};

/**
 * A text as it reads at a glance: Unicode compatibility forms, accents dropped,
 * confusable letters and digits folded to Latin, `rn` read as `m`, `vv` as `w`.
 */
export function foldConfusables(text: string): string {
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return [...plain].map((c) => CONFUSABLES[c] ?? c).join('').replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/i/g, 'l');
}

/** A name compared with names: folded, without spaces or punctuation. */
export const foldName = (name: string): string => foldConfusables(name).replace(/[^\p{L}\p{N}]/gu, '');

/** The registrable domain of a host (`app.uniswap.org` → `uniswap.org`), in Unicode; the host itself when it has none. */
export function registrableDomain(host: string): string {
  const domain = parse(host.toLowerCase()).domain ?? host.toLowerCase();
  return domainToUnicode(domain) || domain;
}

/** A domain another resembles, with what it belongs to. */
export interface KnownDomain {
  readonly domain: string;
  readonly dapp_id?: number;
}

/** Edit distance at or under which two different domains count as look-alikes. */
export const LOOKALIKE_DISTANCE = 2;
/** Shorter names differ by two letters too easily (`gmx.io`, `gm.io`) to say anything. */
const MIN_LABEL_LENGTH = 5;

/**
 * The first known domain a host imitates: a different registrable domain
 * within LOOKALIKE_DISTANCE edits once both are folded (punycode read as
 * Unicode, confusable letters folded).
 */
export function findLookalike(host: string, known: Iterable<KnownDomain>): KnownDomain | null {
  const own = registrableDomain(host);
  const folded = foldConfusables(own);
  if (folded.split('.')[0].length < MIN_LABEL_LENGTH) return null;
  for (const candidate of known) {
    const theirs = registrableDomain(candidate.domain);
    if (theirs === own) continue;
    const other = foldConfusables(theirs);
    if (other.split('.')[0].length < MIN_LABEL_LENGTH) continue;
    if (distance(folded, other) <= LOOKALIKE_DISTANCE) return { ...candidate, domain: theirs };
  }
  return null;
}
