import type { Release } from '@tp/shared';
import { useCallback } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { optionOfRelease } from '../platforms/platforms';

/** The translated name of a release's package ("Windows 32-bit", "Google Play"). */
export function useReleaseName(): (release: Release) => string {
  const { t } = useTranslation();
  return useCallback(
    (release: Release) => {
      const option = optionOfRelease(release);
      return option ? t(`options.${option}`) : release.platform;
    },
    [t],
  );
}
