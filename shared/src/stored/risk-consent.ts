import type { StoredFormat } from './stored-format';
import * as z from '../facades/zod-mini';

/** Whether the visitor chose 'no further prompts' on the DApp store's risk statement. */
export const RISK_PROMPTS_OFF_KEY = 'tp.dappstore.riskPromptsOff';

/** Version 1: `{"version": 1, "data": true}`; version 0 (before versions) was the bare boolean. */
export const riskPromptsOffFormat: StoredFormat<boolean> = {
  name: `localStorage "${RISK_PROMPTS_OFF_KEY}"`,
  version: 1,
  schema: z.boolean(),
  upgrades: { 0: (data) => data },
};
