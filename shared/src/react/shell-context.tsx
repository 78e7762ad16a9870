import { createContext, useContext } from 'react';
import type { ShellProps } from '../contracts/shell-props';
import { useObservableValue } from './use-observable';

export const ShellContext = createContext<ShellProps | null>(null);

/** The shell's props inside a section's React tree. */
export function useShell(): ShellProps {
  const props = useContext(ShellContext);
  if (!props) throw new Error('useShell() is used outside a section mounted by the shell');
  return props;
}

export function useLang() {
  return useObservableValue(useShell().lang$);
}

export function useDevice() {
  return useObservableValue(useShell().device$);
}

export function useTheme() {
  return useObservableValue(useShell().theme$);
}
