import { Route, Routes } from 'react-router';
import { Placeholder } from './routes/Placeholder';

export function App() {
  return (
    <Routes>
      <Route path="download/app" element={<Placeholder titleKey="page0" />} />
      <Route path="download/android" element={<Placeholder titleKey="page1" />} />
      <Route path="download/ios" element={<Placeholder titleKey="page2" />} />
      <Route path="download/pc" element={<Placeholder titleKey="page3" />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
