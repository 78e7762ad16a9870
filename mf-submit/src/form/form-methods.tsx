import { createContext, useContext, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form's methods and its `control`, without its state. react-hook-form's own
 * provider carries `formState` too, so each change of that state (the first
 * one is `isReady`, set in a layout effect as the form mounts) re-renders
 * every field at once, in one task, while the page loads. Fields read the
 * state they show through `useFormState`, `useWatch` and `useController` with
 * this `control`: each of them renders again only for its own part.
 */
export type FormMethods<V extends FieldValues = FieldValues> = Omit<UseFormReturn<V>, 'formState'>;

const FormMethodsContext = createContext<FormMethods | null>(null);

/** `form` is react-hook-form's `useForm()`: one object for the life of the form, so the context never changes. */
export function FormMethodsProvider<V extends FieldValues>({ form, children }: { form: FormMethods<V>; children: ReactNode }) {
  return <FormMethodsContext.Provider value={form as unknown as FormMethods}>{children}</FormMethodsContext.Provider>;
}

export function useFormMethods<V extends FieldValues = FieldValues>(): FormMethods<V> {
  const methods = useContext(FormMethodsContext);
  if (!methods) throw new Error('A field of a submission form is rendered outside its FormPage.');
  return methods as unknown as FormMethods<V>;
}
