import { Route, Routes } from 'react-router';
import { Placeholder } from './routes/Placeholder';

export function App() {
  return (
    <Routes>
      <Route path="news" element={<Placeholder titleKey="page0" />} />
      <Route path="news/:id" element={<Placeholder titleKey="page1" />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
