import { Route, Routes } from '@tp/shared/facades/router';
import { DownloadPage } from './routes/DownloadPage';

export function App() {
  return (
    <Routes>
      <Route path="download/app" element={<DownloadPage />} />
      <Route path="download/android" element={<DownloadPage pagePlatform="android" />} />
      <Route path="download/ios" element={<DownloadPage pagePlatform="ios" />} />
      <Route path="download/pc" element={<DownloadPage pagePlatform="pc" />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
