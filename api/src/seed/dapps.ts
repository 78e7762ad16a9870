import type { DappTokenInfo } from '@tp/shared/api/types';
import type { ContentLanguage } from '@tp/shared/i18n/content-language';
import type { TpConnect } from '@tp/shared/validation';
import { artUrl } from './art';
import type { CategoryKey } from './categories';
import { chainTitle } from './chains';
import { DAPP_LIST } from './dapp-list';
import { describeDapp } from './dapp-texts';
import { hash } from '../hash';
import { CONTENT_LANGUAGES } from '../languages';

export interface SeedDapp {
  readonly title: string;
  readonly url: string;
  readonly category: CategoryKey;
  readonly networks: readonly string[];
  readonly keywords: string;
  readonly hot: number;
  readonly trending: number;
  readonly tpConnect: TpConnect;
  readonly hiddenOn: readonly string[];
  readonly minAppVersion: number;
  readonly tokens: readonly DappTokenInfo[];
  readonly tutorialUrl: string | null;
  readonly iconUrl: string;
  /** Title and description per language; the seed writes all twelve. */
  readonly texts: Readonly<Partial<Record<ContentLanguage, { title: string; description: string }>>>;
}

/** Public token contracts of a few projects ("related tokens" of the detail page). */
const TOKENS: Readonly<Record<string, readonly DappTokenInfo[]>> = {
  Uniswap: [{ network: 'eth', symbol: 'UNI', contract: '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984' }],
  Aave: [{ network: 'eth', symbol: 'AAVE', contract: '0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9' }],
  Lido: [{ network: 'eth', symbol: 'LDO', contract: '0x5a98fcbea516cf06857215779fd812ca3bef1b32' }],
  Curve: [{ network: 'eth', symbol: 'CRV', contract: '0xd533a949740bb3306d119cc777fa900ba034cd52' }],
  Compound: [{ network: 'eth', symbol: 'COMP', contract: '0xc00e94cb662c3520282e6f5717214004a7f26888' }],
  SushiSwap: [{ network: 'eth', symbol: 'SUSHI', contract: '0x6b3595068778dd592e39a122f4f5a5cf09c90fe2' }],
  '1inch': [{ network: 'eth', symbol: '1INCH', contract: '0x111111111117dc0aa78b770fa6a738034120c302' }],
  Sky: [{ network: 'eth', symbol: 'MKR', contract: '0x9f8f72aa9304c8b593d555f12ef6589cc3a579a2' }],
  PancakeSwap: [{ network: 'bsc', symbol: 'CAKE', contract: '0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82' }],
};

/** Each project's own documentation, offered as the community tutorial. */
const TUTORIALS: Readonly<Record<string, string>> = {
  Uniswap: 'https://docs.uniswap.org',
  Aave: 'https://docs.aave.com',
  PancakeSwap: 'https://docs.pancakeswap.finance',
  Lido: 'https://docs.lido.fi',
  Compound: 'https://docs.compound.finance',
  Jupiter: 'https://station.jup.ag',
  OpenSea: 'https://docs.opensea.io',
  Stargate: 'https://stargateprotocol.gitbook.io',
};

function tpConnectOf(category: CategoryKey, keywords: string, seed: number): TpConnect {
  if (category === 'tools' && keywords.includes('explorer')) return 'none';
  if (category === 'games') return seed % 3 === 0 ? 'mobile' : 'both';
  return seed % 11 === 0 ? 'extension' : 'both';
}

function parse(category: CategoryKey, block: string): Omit<SeedDapp, 'hot' | 'trending'>[] {
  return block
    .trim()
    .split('\n')
    .map((line) => {
      const [title, site, networkList, keywords] = line.split('|');
      const networks = networkList.split(' ');
      const seed = hash(title);
      const texts = Object.fromEntries(
        CONTENT_LANGUAGES.map((lang) => [lang, { title, description: describeDapp(category, lang, title, chainTitle(networks[0])) }]),
      ) as SeedDapp['texts'];
      return {
        title,
        url: `https://${site}`,
        category,
        networks,
        keywords,
        tpConnect: tpConnectOf(category, keywords, seed),
        // App-store rules: token launches and betting stay out of the iOS app's store.
        hiddenOn: category === 'launchpad' || category === 'prediction' ? ['ios'] : [],
        minAppVersion: 0,
        tokens: TOKENS[title] ?? [],
        tutorialUrl: TUTORIALS[title] ?? null,
        iconUrl: artUrl('icon', title),
        texts,
      };
    });
}

/** The seeded store: every DApp of DAPP_LIST, ranked by its place in its category. */
export function seedDapps(): SeedDapp[] {
  return Object.entries(DAPP_LIST).flatMap(([category, block]) =>
    parse(category as CategoryKey, block!).map((dapp, index) => {
      const hot = 10_000 - index * 100 + (hash(dapp.title) % 50);
      // What is trending leans to the popular, with enough churn that it is not the same list.
      return { ...dapp, hot, trending: Math.round(hot * 0.6) + (hash(`trend:${dapp.title}`) % 4000) };
    }),
  );
}
