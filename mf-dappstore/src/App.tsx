import { lazy, Suspense } from 'react';
import { Route, Routes } from '@tp/shared/facades/router';
import StorePage from './routes/StorePage';
import { DetailPageFallback } from './components/DetailSkeleton';
import { DappStoreProvider } from './state/dapp-store';

const DetailPage = lazy(() => import('./routes/DetailPage'));

export function App() {
  return (
    <DappStoreProvider>
      <Routes>
        <Route path="dappstore" element={<StorePage />} />
        <Route
          path="dappstore/detail"
          element={
            <Suspense fallback={<DetailPageFallback />}>
              <DetailPage />
            </Suspense>
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </DappStoreProvider>
  );
}
