import { Route, Routes } from 'react-router';
import { Placeholder } from './routes/Placeholder';

export function App() {
  return (
    <Routes>
      <Route path="submit/dapp" element={<Placeholder titleKey="page0" />} />
      <Route path="submit/token" element={<Placeholder titleKey="page1" />} />
      <Route path="submit/nft" element={<Placeholder titleKey="page2" />} />
      <Route path="submit/status/:receipt" element={<Placeholder titleKey="page3" />} />
      <Route path="success" element={<Placeholder titleKey="page4" />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
