import { RISK_PROMPTS_OFF_KEY, riskPromptsOffFormat } from '@tp/shared/stored/risk-consent';
import { storedValue, useStoredValue } from './stored-value';

/** Whether the visitor chose 'no further prompts' on the risk statement. */
const promptsOff = storedValue(RISK_PROMPTS_OFF_KEY, false, riskPromptsOffFormat);

export function turnRiskPromptsOff(): void {
  promptsOff.set(true);
}

export function useRiskPromptsOff(): boolean {
  return useStoredValue(promptsOff);
}
