import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets, kb } from './budget';
import { readBudgets, readBuilds } from './read-builds';

/**
 * `pnpm budget`: every page route's first-load JavaScript (gzip bytes and
 * script requests) from the built manifests, checked against js-budget.json.
 * Exits 1 naming each route or remote over its budget with its size and
 * largest files. `--files` lists every file of every route; `--json` prints
 * the figures for other scripts (pnpm perf).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = new Set(process.argv.slice(2));
const budgets = readBudgets(root);
const { loads, problems } = checkBudgets(readBuilds(root, budgets), budgets);

if (args.has('--json')) {
  console.log(JSON.stringify(loads.map((load) => ({ route: load.route, gzip: load.gzip, requests: load.requests }))));
} else {
  console.log(`${'route'.padEnd(26)} ${'first-load JS (gzip)'.padStart(20)} ${'scripts'.padStart(8)}`);
  for (const load of loads) {
    console.log(`${`/en${load.route ? `/${load.route}` : ''}`.padEnd(26)} ${kb(load.gzip).padStart(20)} ${String(load.requests).padStart(8)}`);
    if (args.has('--files')) {
      for (const file of load.files) console.log(`    ${`${file.build}/${file.file}`.padEnd(60)} ${kb(file.gzip).padStart(9)}  ${file.packages.join(' ')}`);
    }
  }
  if (problems.length) {
    console.error(`\nOver the JavaScript budget (js-budget.json):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  } else {
    console.log('\nEvery route is within its JavaScript budget (js-budget.json).');
  }
}
process.exitCode = problems.length ? 1 : 0;
