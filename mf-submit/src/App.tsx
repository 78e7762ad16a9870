import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from '@tp/shared/facades/router';
import { FormFrame } from './components/FormFrame';
import { PageSkeleton } from './components/PageSkeleton';
import { DraftAfterHydration } from './form/draft-after-hydration';
import { isSubmissionKind } from './routes/receipt';

const DappForm = lazy(() => import('./routes/DappForm'));
const TokenForm = lazy(() => import('./routes/TokenForm'));
const NftForm = lazy(() => import('./routes/NftForm'));
const Success = lazy(() => import('./routes/Success'));
const Status = lazy(() => import('./routes/Status'));

function Page({ children, variant = 'form' }: { children: ReactNode; variant?: 'form' | 'card' }) {
  return <Suspense fallback={<PageSkeleton variant={variant} />}>{children}</Suspense>;
}

/** `/{lang}/project/x` is the older path of the forms: the server redirects a page load, this a client navigation. */
function ProjectRedirect() {
  const { kind } = useParams();
  const { search, hash } = useLocation();
  return isSubmissionKind(kind) ? <Navigate replace to={`/submit/${kind}${search}${hash}`} /> : null;
}

export function App() {
  return (
    <Routes>
      <Route path="submit/dapp" element={<FormFrame kind="dapp"><Page><DraftAfterHydration kind="dapp"><DappForm /></DraftAfterHydration></Page></FormFrame>} />
      <Route path="submit/token" element={<FormFrame kind="token"><Page><DraftAfterHydration kind="token"><TokenForm /></DraftAfterHydration></Page></FormFrame>} />
      <Route path="submit/nft" element={<FormFrame kind="nft"><Page><DraftAfterHydration kind="nft"><NftForm /></DraftAfterHydration></Page></FormFrame>} />
      <Route path="submit/status/:receipt" element={<Page variant="card"><Status /></Page>} />
      <Route path="project/:kind" element={<ProjectRedirect />} />
      <Route path="success" element={<Page variant="card"><Success /></Page>} />
      <Route path="*" element={null} />
    </Routes>
  );
}
