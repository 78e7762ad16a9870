/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const loadFromRoot = createRequire(path.join(root, 'package.json'));
const { projects } = loadFromRoot('./jest.config.cjs') as { projects: string[] };
const { workspacePackages } = loadFromRoot('./scripts/workspace-packages.cjs') as { workspacePackages: () => string[] };

/** pnpm-workspace.yaml owns the package list; the root tsconfig.json (static JSON) must follow it. */
describe('the workspace’s package list', () => {
  const packages = workspacePackages();

  it('lists every package folder, each with its package.json', () => {
    expect(packages).toEqual(expect.arrayContaining(['shared', 'shell', 'api', 'e2e']));
    for (const dir of packages) expect([dir, existsSync(path.join(root, dir, 'package.json'))]).toEqual([dir, true]);
  });

  it('type-checks every package that has a tsconfig.json', () => {
    const references = (JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as { references: Array<{ path: string }> }).references.map((reference) => reference.path);
    expect(references).toEqual(expect.arrayContaining(packages.filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')))));
  });

  it('runs the jest tests of every package that has a jest config', () => {
    expect(projects).toEqual(packages.filter((dir) => existsSync(path.join(root, dir, 'jest.config.cjs'))).map((dir) => `<rootDir>/${dir}/jest.config.cjs`));
    expect(projects.length).toBeGreaterThanOrEqual(10);
  });
});
