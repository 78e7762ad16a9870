/** @jest-environment node */
import { deferredStartup, evaluateRuntimeFirst, isFederationRuntimeModule } from './federation-start-in-two-tasks';

/** The entry script's end as the build writes it: the runtime code, the federation start, the entry's startup. */
function entryScript(runtimeModuleIds: number[]): string {
  return [
    // The federation plugin's start: sets the runtime up once, then runs webpack's.
    '__webpack_require__.x = function () { log.push("federation set-up"); };',
    evaluateRuntimeFirst(runtimeModuleIds),
    '__webpack_require__.x();',
    deferredStartup('__webpack_require__(13);').join(''),
  ].join('\n');
}

function run(runtimeModuleIds: number[]) {
  const log: string[] = [];
  const webpackRequire = Object.assign((id: number) => log.push(`evaluate ${id}`), {}) as ((id: number) => number) & { x?: () => void };
  const script = new Function('__webpack_require__', 'log', 'setTimeout', entryScript(runtimeModuleIds));
  const tasks: Array<() => void> = [];
  script(webpackRequire, log, (task: () => void) => tasks.push(task));
  return { log, tasks };
}

describe("the shell's start in two tasks", () => {
  it("evaluates the federation runtime's modules as the script runs, and sets the runtime up and runs the entry in the next task", () => {
    const { log, tasks } = run([4621, 9040]);
    expect(log).toEqual(['evaluate 4621', 'evaluate 9040']);
    expect(tasks).toHaveLength(1);

    tasks[0]();
    expect(log).toEqual(['evaluate 4621', 'evaluate 9040', 'federation set-up', 'evaluate 13']);
  });

  it("knows the runtime's modules by their package, with or without pnpm's store", () => {
    expect(isFederationRuntimeModule('/site/node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/index.js')).toBe(true);
    expect(isFederationRuntimeModule('/site/node_modules/@module-federation/sdk/dist/index.js')).toBe(true);
    expect(isFederationRuntimeModule('/site/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(false);
    expect(isFederationRuntimeModule('/site/shell/src/index.ts')).toBe(false);
    expect(isFederationRuntimeModule(null)).toBe(false);
  });
});
