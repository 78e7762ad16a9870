import { fileOf, pngHeader } from '../logo/test-images';
import { clearDraft, loadDraft, loadDraftLogo, saveDraft, saveDraftLogo } from './drafts';

beforeEach(() => window.localStorage.clear());

describe('drafts', () => {
  it('starts a fresh draft with a new id', () => {
    const a = loadDraft('dapp');
    const b = loadDraft('dapp');
    expect(a.id).toMatch(/^[0-9a-f]{32}$/);
    expect(a.id).not.toBe(b.id);
    expect(a).toMatchObject({ values: {}, donation: null });
  });

  it('keeps values, id and donation across loads (a reload)', () => {
    const draft = { id: 'a'.repeat(32), values: { title: 'Lotus Swap' }, donation: { payment: '200.1234', explorer_url: 'https://bscscan.com/tx/0x1' } };
    saveDraft('dapp', draft);
    expect(loadDraft('dapp')).toEqual(draft);
    expect(loadDraft('token').id).not.toBe(draft.id);
  });

  it('replaces a corrupt draft and drops a malformed donation', () => {
    window.localStorage.setItem('tp-submit:draft:nft', '{not json');
    expect(loadDraft('nft').values).toEqual({});
    window.localStorage.setItem('tp-submit:draft:nft', JSON.stringify({ id: 'b'.repeat(32), values: { name: 'x' }, donation: { payment: 1 } }));
    expect(loadDraft('nft')).toEqual({ id: 'b'.repeat(32), values: { name: 'x' }, donation: null });
  });

  it('keeps the logo as a file with its name, type and bytes', async () => {
    const bytes = pngHeader(400, 400);
    await expect(saveDraftLogo('token', fileOf(bytes, 'logo.png', 'image/png'))).resolves.toBe(true);
    const restored = loadDraftLogo('token');
    expect(restored).toMatchObject({ name: 'logo.png', type: 'image/png', size: bytes.length });
  });

  it('clears draft and logo', async () => {
    saveDraft('token', { id: 'c'.repeat(32), values: { name: 'x' }, donation: null });
    await saveDraftLogo('token', fileOf(pngHeader(400, 400), 'logo.png', 'image/png'));
    clearDraft('token');
    expect(loadDraft('token').id).not.toBe('c'.repeat(32));
    expect(loadDraftLogo('token')).toBeNull();
  });
});
