import { Route, Routes } from 'react-router';
import { Placeholder } from './routes/Placeholder';

export function App() {
  return (
    <Routes>
      <Route path="dappstore" element={<Placeholder titleKey="page0" />} />
      <Route path="dappstore/detail" element={<Placeholder titleKey="page1" />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
