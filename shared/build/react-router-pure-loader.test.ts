import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import markReactRouterPure from './react-router-pure-loader';

const run = (source: string, resourcePath = 'chunk.mjs') => markReactRouterPure.call({ resourcePath } as LoaderContext<object>, source);

const productionBuild = path.join(path.dirname(createRequire(__filename).resolve('react-router/package.json')), 'dist/production');

describe("react-router's build, marked pure", () => {
  it('marks every component and context it makes as it runs, and leaves out their display names', () => {
    const [components] = readdirSync(productionBuild)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(path.join(productionBuild, file), 'utf8'))
      .filter((source) => source.includes('.forwardRef('));
    const marked = run(components);
    for (const name of ['Link', 'NavLink', 'Form', 'LocationContext', 'RouteContext']) {
      expect(marked).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.(forwardRef|createContext)\\(`, 'm'));
    }
    expect(marked).not.toMatch(/^[\w$]+\.displayName = /m);
    // Everything else is as it was: the same lines but the display names'.
    expect(marked.split('\n').length).toBe(components.split('\n').length - (components.match(/^[\w$]+\.displayName = .*$/gm)?.length ?? 0));
  });

  it('fails the build when a file that makes components no longer has the expected shape', () => {
    const renamed = 'var Link = ReactModule.forwardRef(function LinkWithRef() {});\nLink.displayName = "Link";\n';
    expect(() => run(renamed, '/x/chunk-NEW.mjs')).toThrow("/x/chunk-NEW.mjs: react-router's build no longer has the shape react-router-pure-loader expects (components made at load: 0, display names: 1)");
  });

  it('passes a file without components through as it is', () => {
    const reExports = 'export { Link, Routes } from "./chunk-7RTFRKQW.mjs";\n';
    expect(run(reExports)).toBe(reExports);
  });
});
