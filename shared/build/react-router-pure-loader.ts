import type { LoaderContext } from 'webpack';

/** `var Link = React10.forwardRef(`: a component or context made as the module runs. */
const MADE_AT_LOAD = /^var ([\w$]+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** `Link.displayName = "Link";`: a name for React's developer tools, set as the module runs. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/**
 * react-router's production build, with what it makes as it runs marked pure
 * and its display names left out, so that the exports the site never imports
 * (NavLink, Form and its submission helpers, the framework's prefetch links,
 * the server-component error handler…) leave the bundle with what only they
 * use. Unmarked, a `forwardRef` call or a `displayName` assignment counts as
 * a side effect of the module and keeps its component: about 3 KB gzip on
 * every page. The build fails when a file that makes components matches
 * none of the patterns, so an upgrade of react-router that changes them is seen.
 */
export default function markReactRouterPure(this: LoaderContext<object>, source: string): string {
  let marked = 0;
  let names = 0;
  const result = source
    .replace(MADE_AT_LOAD, (_whole, name: string, call: string) => {
      marked += 1;
      return `var ${name} = /* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      names += 1;
      return '';
    });
  if (source.includes('.forwardRef(') && (marked === 0 || names === 0)) {
    throw new Error(`${this.resourcePath}: react-router's build no longer has the shape react-router-pure-loader expects (components made at load: ${marked}, display names: ${names})`);
  }
  return result;
}
