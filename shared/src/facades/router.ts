/**
 * The react-router exports the sections and the shell use, shared by the
 * federation as one singleton in place of the package (shared/build/federation.ts).
 * A shared package is bundled whole, since its consumers are not known at
 * build time; this module is what is shared, so tree shaking applies inside
 * it and only these exports ship. Import the router from here, never from
 * 'react-router' (eslint enforces it); to use another export, add it here.
 * Tests and the server build (StaticRouter, MemoryRouter) may import the
 * package itself: they bundle the same module.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, To } from 'react-router';
