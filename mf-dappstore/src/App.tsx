import { Suspense } from 'react';
import { parsePath } from '@tp/shared';
import { lazyComponent } from '@tp/shared/react';
import { Route, Routes } from '@tp/shared/facades/router';
import StorePage, { DappListView } from './routes/StorePage';
import { DetailPageFallback } from './components/DetailSkeleton';
import { DappStoreProvider } from './state/dapp-store';

const DetailPage = lazyComponent(() => import('./routes/DetailPage'));

/** The code the page at this address renders lazily: the DApp detail, or the store's list. */
export function preloadPage(address: string): Promise<unknown> {
  const { rest } = parsePath(new URL(address, 'http://site').pathname);
  return rest === 'dappstore/detail' ? DetailPage.preload() : DappListView.preload();
}

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
