const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local field shows it: the operator's own clock, to the minute. */
export function localInput(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local field's value as an ISO time; null when it holds no valid time. */
export function fromLocalInput(value: string): string | null {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : null;
}
