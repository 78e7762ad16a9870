import { lazy, Suspense } from 'react';
import { Route, Routes } from '@tp/shared/facades/router';
import { ArticleSkeleton } from './components/ArticleSkeleton';
import { NewsListPage } from './routes/NewsListPage';
import { NewsStoreProvider } from './state/news-context';

// The article page brings the HTML sanitiser: the list does not need to download it.
const NewsArticlePage = lazy(() => import('./routes/NewsArticlePage'));

export function App() {
  return (
    <NewsStoreProvider>
      <Routes>
        <Route path="news" element={<NewsListPage />} />
        <Route
          path="news/:id"
          element={
            <Suspense fallback={<ArticleSkeleton />}>
              <NewsArticlePage />
            </Suspense>
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </NewsStoreProvider>
  );
}
