import { storedValue, useStoredValue } from './stored-value';

/** Whether the visitor chose 'no further prompts' on the risk statement. */
const promptsOff = storedValue<boolean>('tp.dappstore.riskPromptsOff', false, (raw) => (typeof raw === 'boolean' ? raw : undefined));

export function turnRiskPromptsOff(): void {
  promptsOff.set(true);
}

export function useRiskPromptsOff(): boolean {
  return useStoredValue(promptsOff);
}
