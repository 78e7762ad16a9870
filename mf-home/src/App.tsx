import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation, useNavigationType } from '@tp/shared/facades/router';
import { PageSkeleton } from './components/PageSkeleton';
import { Home } from './routes/Home';

// The home page is the landing page: it ships in the first chunk. The information pages load on demand.
const About = lazy(() => import('./routes/info/About'));
const DappInfo = lazy(() => import('./routes/info/DappInfo'));
const Developer = lazy(() => import('./routes/info/Developer'));
const Partner = lazy(() => import('./routes/info/Partner'));
const Recruiting = lazy(() => import('./routes/info/Recruiting'));

function Lazy({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}

/** A new page starts at its top; going back or forward keeps the browser's own scroll restoration. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

export function App() {
  useScrollToTopOnNavigation();
  return (
    <Routes>
      <Route index element={<Home />} />
      <Route path="about" element={<Lazy page={About} />} />
      <Route path="dapp" element={<Lazy page={DappInfo} />} />
      <Route path="developer" element={<Lazy page={Developer} />} />
      <Route path="partner" element={<Lazy page={Partner} />} />
      <Route path="recruiting" element={<Lazy page={Recruiting} />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
