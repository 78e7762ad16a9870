import type { Builds } from './first-load';
import type { Budgets } from './budget';
/** The shell's and every budgeted remote's browser build, from `<root>/<package>/dist`. */
export declare function readBuilds(root: string, budgets: Budgets): Builds;
export declare function readBudgets(root: string): Budgets;
