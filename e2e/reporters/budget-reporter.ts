import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Lists at the end of a run the tests that took more than a third of their
 * timeout, slowest first, and the run's total time per project and per file
 * (where the suite's minutes go): a test near its budget on a quiet machine
 * times out on a loaded one.
 */
export default class BudgetReporter implements Reporter {
  private readonly over: { title: string; seconds: number; budget: number }[] = [];
  private readonly perProject = new Map<string, { tests: number; seconds: number }>();
  private readonly perFile = new Map<string, { tests: number; seconds: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    const seconds = result.duration / 1000;
    const total = this.perProject.get(project) ?? { tests: 0, seconds: 0 };
    this.perProject.set(project, { tests: total.tests + 1, seconds: total.seconds + seconds });
    const file = test.location.file.split('/').pop() ?? '';
    const fileTotal = this.perFile.get(file) ?? { tests: 0, seconds: 0 };
    this.perFile.set(file, { tests: fileTotal.tests + 1, seconds: fileTotal.seconds + seconds });
    if (result.status === 'skipped' || test.timeout <= 0) return;
    if (result.duration > test.timeout / 3) {
      this.over.push({ title: `[${project}] ${test.location.file.split('/').pop()}:${test.location.line} ${test.title}`, seconds, budget: test.timeout / 1000 });
    }
  }

  onEnd(): void {
    console.log('\nTime per project');
    for (const [project, { tests, seconds }] of this.perProject) console.log(`  ${project.padEnd(10)} ${String(tests).padStart(4)} tests ${seconds.toFixed(0).padStart(6)} s`);
    console.log('\nTime per file, all projects, longest first');
    const files = [...this.perFile].sort(([, a], [, b]) => b.seconds - a.seconds);
    for (const [file, { tests, seconds }] of files) console.log(`  ${file.padEnd(34)} ${String(tests).padStart(4)} tests ${seconds.toFixed(0).padStart(6)} s`);
    if (this.over.length === 0) {
      console.log('Every test took less than a third of its timeout.');
      return;
    }
    console.log(`\n${this.over.length} test(s) took more than a third of their timeout:`);
    for (const { title, seconds, budget } of this.over.sort((a, b) => b.seconds - a.seconds)) console.log(`  ${seconds.toFixed(1).padStart(6)} s of ${budget} s  ${title}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
