import { Route, Routes } from 'react-router';
import { Placeholder } from './routes/Placeholder';

export function App() {
  return (
    <Routes>
      <Route path="/" element={<Placeholder titleKey="page0" />} />
      <Route path="about" element={<Placeholder titleKey="page1" />} />
      <Route path="dapp" element={<Placeholder titleKey="page2" />} />
      <Route path="developer" element={<Placeholder titleKey="page3" />} />
      <Route path="partner" element={<Placeholder titleKey="page4" />} />
      <Route path="recruiting" element={<Placeholder titleKey="page5" />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
