import { type SectionName } from '../../src/routes/routes';
import { type Builds, type FirstLoad, type RoutePlan } from './first-load';
interface Limit {
    readonly gzipKB: number;
    readonly requests?: number;
}
/** `js-budget.json` at the root of the repository: every first-load budget in one file. */
export interface Budgets {
    /** Every page route but the forms. */
    readonly pages: Limit;
    readonly forms: Limit & {
        readonly routes: readonly string[];
    };
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
export declare const HEADER_FOOTER = "mf-header-footer";
export declare function remoteOf(section: SectionName): string;
/** Every page route a visitor can land on (the `project/*` addresses redirect to `submit/*`). */
export declare function routePlans(budgets: Budgets): RoutePlan[];
export declare const kb: (bytes: number) => string;
export interface BudgetResult {
    readonly loads: readonly FirstLoad[];
    readonly problems: readonly string[];
}
/** Every route's first load measured against the budgets; each problem names the route or remote, its size, its budget and its largest files. */
export declare function checkBudgets(builds: Builds, budgets: Budgets, lang?: string): BudgetResult;
export {};
