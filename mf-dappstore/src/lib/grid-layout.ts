import type { DeviceSize } from '@tp/shared';

/** Card height (104 px, see DappCard.module.css) plus the gap between rows. */
export const ROW_HEIGHT = 116;

/** Cards per row of the DApp grid. */
export const COLUMNS: Readonly<Record<DeviceSize, number>> = { mobile: 1, ipad: 2, web: 3 };
