import { PAGE_ROUTES, type SectionName } from '../../src/routes/routes';
import { firstLoad, secondCopies, shellStart, type Builds, type FirstLoad, type LoadedFile, type RoutePlan } from './first-load';

interface Limit {
  readonly gzipKB: number;
  readonly requests?: number;
}

/** `js-budget.json` at the root of the repository: every first-load budget in one file. */
export interface Budgets {
  /** Every page route but the forms. */
  readonly pages: Limit;
  readonly forms: Limit & { readonly routes: readonly string[] };
  /** What a section's own files may cost when a visitor moves to it without a reload (forms excepted). */
  readonly navigation: Limit;
  readonly shellStart: Limit;
  /** A remote's own files on any page route. */
  readonly remotes: Readonly<Record<string, Limit>>;
  /** Libraries the page may carry once only. */
  readonly singletons: readonly string[];
  /** Route → remote → the modules it loads with `import()` before the page is idle. */
  readonly lazy: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

export const HEADER_FOOTER = 'mf-header-footer';

export function remoteOf(section: SectionName): string {
  return `mf-${section}`;
}

/** Every page route a visitor can land on (the `project/*` addresses redirect to `submit/*`). */
export function routePlans(budgets: Budgets): RoutePlan[] {
  return PAGE_ROUTES.filter((route) => !route.path.startsWith('project/')).map((route) => {
    const lazy = budgets.lazy[route.path] ?? {};
    const section = remoteOf(route.section);
    return { route: route.path, remotes: [HEADER_FOOTER, section].map((name) => ({ name, lazy: lazy[name] ?? [] })) };
  });
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function listFiles(files: readonly LoadedFile[], count = 3): string {
  const largest = [...files].sort((a, b) => b.gzip - a.gzip).slice(0, count);
  return largest.map((file) => `${file.build}/${file.file} ${kb(file.gzip)}`).join(', ');
}

/** `requests`: the script requests of these files, or of the page they are the first load of (its starter counted). */
function over(what: string, files: readonly LoadedFile[], limit: Limit, requests = files.length): string[] {
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const problems: string[] = [];
  if (gzip > limit.gzipKB * 1000) {
    problems.push(`${what}: ${kb(gzip)} gzip, budget ${limit.gzipKB} KB; largest: ${listFiles(files)}`);
  }
  if (limit.requests !== undefined && requests > limit.requests) {
    problems.push(`${what}: ${requests} script requests, budget ${limit.requests}; largest: ${listFiles(files)}`);
  }
  return problems;
}

export interface BudgetResult {
  readonly loads: readonly FirstLoad[];
  readonly problems: readonly string[];
}

/** Every route's first load measured against the budgets; each problem names the route or remote, its size, its budget and its largest files. */
export function checkBudgets(builds: Builds, budgets: Budgets, lang = 'en'): BudgetResult {
  const problems: string[] = [];
  const start = shellStart(builds.shell, lang);
  const startFiles = start.map((file) => ({ build: 'shell', file, gzip: builds.shell.gzip(file), packages: [] }));
  problems.push(...over(`shell start`, startFiles, budgets.shellStart));
  const loads = routePlans(budgets).map((plan) => firstLoad(builds, plan, lang));
  for (const load of loads) {
    const path = `/${lang}${load.route ? `/${load.route}` : ''}`;
    const isForm = budgets.forms.routes.includes(load.route);
    problems.push(...over(`${path} first load`, load.files, isForm ? budgets.forms : budgets.pages, load.requests));
    // Moving here from another section keeps the shell's start and the header-footer: the rest is fetched.
    const section = load.files.filter((file) => (file.build === 'shell' ? !start.includes(file.file) : file.build !== HEADER_FOOTER));
    if (!isForm) problems.push(...over(`${path} from another section`, section, budgets.navigation));
    for (const [name, limit] of Object.entries(budgets.remotes)) {
      const own = load.files.filter((file) => file.build === name);
      if (own.length) problems.push(...over(`${name} on ${path}`, own, limit));
    }
    for (const copy of secondCopies(load, budgets.singletons)) {
      problems.push(`${path}: ${copy.library} is loaded more than once: ${copy.files.join(', ')}`);
    }
  }
  return { loads, problems: [...new Set(problems)] };
}
