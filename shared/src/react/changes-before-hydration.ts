/**
 * What the visitor (or the browser: an autofill, a form restored on reload)
 * changed in a region's fields of the server's HTML before React hydrated
 * them. React takes the DOM as it finds it and never hears of such a change,
 * and a form library may even put its own values back into the fields as
 * they mount (react-hook-form does, for the fields it registers). Read them
 * as the region starts to hydrate, then tell React once it has: each as the
 * event React listens for.
 */
export type FieldChange =
  | { readonly kind: 'text'; readonly field: HTMLInputElement | HTMLTextAreaElement; readonly before: string; readonly value: string }
  | { readonly kind: 'toggle'; readonly field: HTMLInputElement; readonly checked: boolean }
  | { readonly kind: 'select'; readonly field: HTMLSelectElement; readonly value: string };

/** The fields of `region` whose state is not the server's: before hydration, a field's defaults are its server HTML. */
export function fieldChangesIn(region: Element): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of region.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      // The server's choice is the option marked `selected`, or the first.
      const options = Array.from(field.options);
      const rendered = options.find((option) => option.defaultSelected) ?? options[0];
      if (!field.multiple && rendered && field.value !== rendered.value) changes.push({ kind: 'select', field, value: field.value });
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio chosen is told as a click, which unchecks the one it replaced.
      if (field.checked !== field.defaultChecked && (field.checked || field.type === 'checkbox')) changes.push({ kind: 'toggle', field, checked: field.checked });
    } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.type !== 'file' && field.value !== field.defaultValue) {
      changes.push({ kind: 'text', field, before: field.defaultValue, value: field.value });
    }
  }
  return changes;
}

/** The DOM's own `value` setter: React's record of a field's value, which it compares an `input` event against, stays as it was. */
function setValueBehindReact(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
}

/** Tells React, now listening, of each change as the visitor's own: the field's state is set again and its event sent. */
export function tellReact(changes: readonly FieldChange[]): void {
  for (const change of changes) {
    if (!change.field.isConnected) continue;
    if (change.kind === 'select') {
      change.field.value = change.value;
      change.field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (change.kind === 'toggle') {
      change.field.checked = !change.checked;
      change.field.click();
    } else {
      change.field.value = change.before;
      setValueBehindReact(change.field, change.value);
      change.field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
