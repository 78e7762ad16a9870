import { seedDapps } from '../src/seed/dapps';
import { benchTitle, KEY_SHAPES } from './dapps';

const SEARCH_KEYS = ['swap', 'uniswap', 'bridge', 'staking', 'lend', 'jupiter', 'explorer', 'perpetual', 'nft', 'pancake', 'обмен', '兑换', 'ステーキング'];
const CATEGORIES = [99998, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const LANGS = ['en', 'zh', 'ko', 'ru', 'es', 'ja'];
const TEMPLATES = seedDapps();
const SHAPES = Object.entries(KEY_SHAPES);

/** The `i`th request's path of each measured endpoint. */
export const SCENARIO_PATHS = {
  category_dapplist: (i: number) => `/v1/application/category_dapplist?category_id=${CATEGORIES[i % CATEGORIES.length]}&start=${(i % 25) * 40}&count=40`,
  search: (i: number) => `/v1/application/search?key=${encodeURIComponent(SEARCH_KEYS[i % SEARCH_KEYS.length])}&count=20`,
  'news/list': (i: number) => `/v1/news/list?start=${(i % 5) * 20}&count=20&status=0&lang=${LANGS[i % LANGS.length]}`,
} as const;

export type ScenarioName = keyof typeof SCENARIO_PATHS;

/**
 * The `i`th key never asked before, from the names of a catalogue of `dapps` ("Uniswap Pro 3"), in every shape by turns.
 * The names are taken across the whole catalogue, as visitors' keys are: a run of a few thousand
 * consecutive names would all be first editions ("… Pro 1"), each the beginning of a hundred others.
 * Each key has a name of its own, as visitors' keys are unrelated: the four shapes of one name in a
 * row put a costly name's work four times into a few milliseconds.
 */
export function newKey(i: number, dapps: number): string {
  return SHAPES[i % SHAPES.length][1](benchTitle(TEMPLATES, spread(i, dapps)));
}

/** The `i`th of `dapps` names, a prime stride apart. */
const spread = (i: number, dapps: number) => (i * 7919) % Math.max(1, dapps - TEMPLATES.length);

/** The `i`th key of each shape once more, for the plans: [shape, key]. */
export function shapedKeys(i: number, dapps: number): [string, string][] {
  return SHAPES.map(([shape, make]) => [shape, make(benchTitle(TEMPLATES, spread(i, dapps)))]);
}

/** Which requests a load sends: one path, an endpoint's, or searches for new keys from the `from`th of a catalogue of `dapps`. */
export type Paths =
  | { readonly path: string }
  | { readonly scenario: ScenarioName }
  | { readonly newKeys: { readonly from: number; readonly dapps: number } };

export function pathOf(paths: Paths, i: number): string {
  if ('path' in paths) return paths.path;
  if ('scenario' in paths) return SCENARIO_PATHS[paths.scenario](i);
  return `/v1/application/search?key=${encodeURIComponent(newKey(paths.newKeys.from + i, paths.newKeys.dapps))}&count=20`;
}
