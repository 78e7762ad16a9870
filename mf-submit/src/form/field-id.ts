/** The DOM id of a form field, from its react-hook-form name (`tokens.0.contract` → `field-tokens-0-contract`). */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^\w-]/g, '-')}`;
}

/** The id of the logo picker, which lives outside react-hook-form's values. */
export const LOGO_FIELD = 'logo';
