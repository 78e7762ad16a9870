import { createContext, useContext } from 'react';
import type { ConsoleApi } from './console-api';

export const ConsoleApiContext = createContext<ConsoleApi | null>(null);

export function useConsoleApi(): ConsoleApi {
  const api = useContext(ConsoleApiContext);
  if (!api) throw new Error('useConsoleApi outside the console');
  return api;
}
