import { useCallback } from 'react';
import { useTranslation } from '../facades/react-i18next';
import { COMMON_NAMESPACE } from './common-namespace';
import { useShell } from './shell-context';

/** For pages served without the async clipboard (plain http, some in-app browsers). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

async function writeClipboard(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return copyWithSelection(text);
    }
  }
  return copyWithSelection(text);
}

/** Copies text and says so with the shell's toast: 'Copied', or 'Fail' (the Chinese message in zh) — docs/product.md §2.11, §8.5. */
export function useCopy(): (text: string) => Promise<boolean> {
  const { bus } = useShell();
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useCallback(
    async (text: string) => {
      const done = await writeClipboard(text);
      bus.emit({ type: 'toast', kind: done ? 'success' : 'error', message: t(done ? 'copied' : 'copyFailed') });
      return done;
    },
    [bus, t],
  );
}
