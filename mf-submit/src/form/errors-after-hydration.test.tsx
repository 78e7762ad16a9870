import { act } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@tp/shared/facades/react-i18next';
import { hydrateWithServerSnapshots } from '@tp/shared/testing/server-html';
import { submitProps } from '../testing/fixtures';
import { FormMethodsProvider } from './form-methods';
import { FormSection } from './FormPage';
import { StringListField } from './StringListField';
import { TextField } from './TextField';

/** requestIdleCallback and IntersectionObserver, driven by the test: a form section hydrates when the test says. */
const idleCallbacks: Array<() => void> = [];
beforeEach(() => {
  idleCallbacks.length = 0;
  Object.assign(window, {
    requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
    cancelIdleCallback: () => {},
    IntersectionObserver: class {
      observe() {}
      disconnect() {}
    },
  });
});

const REQUIRED = { title: { type: 'required', message: 'DApp Name is required' }, others: [{ type: 'required', message: 'Other contact information is required' }] };

const { i18n } = submitProps();

/** A form whose submit, outside its one section, always finds the same errors. */
function Form() {
  const form = useForm<{ title: string; others: string[] }>({
    defaultValues: { title: '', others: [''] },
    resolver: async () => ({ values: {}, errors: REQUIRED }),
  });
  return (
    <I18nextProvider i18n={i18n}>
      <FormMethodsProvider form={form}>
        <form onSubmit={form.handleSubmit(() => {})} noValidate>
          <FormSection title="About">
            <TextField name="title" label="DApp name" required />
            <StringListField name="others" legend="Other contact" itemLabel={(n) => `Contact ${n}`} addLabel="Add" removeLabel={(n) => `Remove ${n}`} maxItems={3} maxLength={100} required />
          </FormSection>
          <button type="submit">Submit for review</button>
        </form>
      </FormMethodsProvider>
    </I18nextProvider>
  );
}

describe('a form section that hydrates after a submit found errors', () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it('hydrates the server’s fields as they are, then shows their errors', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.replaceChildren(container);
    const serverInput = container.querySelector('input')!;
    let recoverable: unknown[];
    ({ root, recoverable } = await hydrateWithServerSnapshots(container, <Form />));
    // Submitted before the section's first idle moment: the errors are in the form's state, the section still the server's.
    await act(async () => container.querySelector('button[type="submit"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(container.textContent).not.toContain('DApp Name is required');

    await act(async () => idleCallbacks.splice(0).forEach((callback) => callback()));
    expect(recoverable).toEqual([]);
    expect(container.querySelector('input')).toBe(serverInput);
    expect(container.querySelector(`#${serverInput.id}-error`)?.textContent).toBe('DApp Name is required');
    expect(serverInput.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('Other contact information is required');
  });
});
