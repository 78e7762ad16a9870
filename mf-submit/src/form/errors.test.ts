import { errorOf, flattenErrors } from './errors';

describe('form errors', () => {
  const errors = {
    title: { type: 'custom', message: 'DApp Name is required' },
    tokens: [undefined, { contract: { type: 'custom', message: 'Address is required' } }],
    audit_url: { type: 'custom', message: 'Fill in at least one item of audit information' },
    contact: { root: { type: 'custom', message: 'Contact is required' } },
  };

  it('lists every message with its dotted name', () => {
    expect(flattenErrors(errors as never)).toEqual([
      { name: 'title', message: 'DApp Name is required' },
      { name: 'tokens.1.contract', message: 'Address is required' },
      { name: 'audit_url', message: 'Fill in at least one item of audit information' },
      { name: 'contact', message: 'Contact is required' },
    ]);
  });

  it('reads one field, including an array-level message', () => {
    expect(errorOf(errors as never, 'tokens.1.contract')).toBe('Address is required');
    expect(errorOf(errors as never, 'contact')).toBe('Contact is required');
    expect(errorOf(errors as never, 'url')).toBeUndefined();
  });
});
