import { COMMON_NAMESPACE, useShell } from '@tp/shared/react';
import { useCallback } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';

/** Copies text to the clipboard and tells the visitor through the shell's toast. */
export function useCopy(): (text: string) => Promise<void> {
  const { bus } = useShell();
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        bus.emit({ type: 'toast', kind: 'success', message: t('copied') });
      } catch {
        bus.emit({ type: 'toast', kind: 'error', message: t('copyFailed') });
      }
    },
    [bus, t],
  );
}
