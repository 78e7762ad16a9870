import { fileOf, pngHeader } from '../logo/test-images';
import { clearDraft, filesToAttachAgain, loadDraft, loadDraftLogo, mergeFileNotes, saveDraft, saveDraftLogo, withoutFiles } from './drafts';

beforeEach(() => window.localStorage.clear());

describe('drafts', () => {
  it('starts a fresh draft with a new id', () => {
    const a = loadDraft('dapp');
    const b = loadDraft('dapp');
    expect(a.id).toMatch(/^[0-9a-f]{32}$/);
    expect(a.id).not.toBe(b.id);
    expect(a).toMatchObject({ values: {}, donation: null, files: {} });
  });

  it('keeps values, id and donation across loads (a reload)', () => {
    const draft = { id: 'a'.repeat(32), values: { title: 'Lotus Swap' }, donation: { payment: '200.1234', explorer_url: 'https://bscscan.com/tx/0x1' }, files: {} };
    saveDraft('dapp', draft);
    expect(loadDraft('dapp')).toEqual(draft);
    expect(loadDraft('token').id).not.toBe(draft.id);
  });

  it('replaces a corrupt draft and drops a malformed donation', () => {
    window.localStorage.setItem('tp-submit:draft:nft', '{not json');
    expect(loadDraft('nft').values).toEqual({});
    window.localStorage.setItem('tp-submit:draft:nft', JSON.stringify({ id: 'b'.repeat(32), values: { name: 'x' }, donation: { payment: 1 } }));
    expect(loadDraft('nft')).toEqual({ id: 'b'.repeat(32), values: { name: 'x' }, donation: null, files: {} });
  });

  it('keeps the logo as a file with its name, type and bytes', async () => {
    const bytes = pngHeader(400, 400);
    await expect(saveDraftLogo('token', fileOf(bytes, 'logo.png', 'image/png'))).resolves.toBe(true);
    const restored = loadDraftLogo('token');
    expect(restored).toMatchObject({ name: 'logo.png', type: 'image/png', size: bytes.length });
  });

  it('clears draft and logo', async () => {
    saveDraft('token', { id: 'c'.repeat(32), values: { name: 'x' }, donation: null, files: {} });
    await saveDraftLogo('token', fileOf(pngHeader(400, 400), 'logo.png', 'image/png'));
    clearDraft('token');
    expect(loadDraft('token').id).not.toBe('c'.repeat(32));
    expect(loadDraftLogo('token')).toBeNull();
  });

  it('keeps no file, only the names and sizes of those attached', () => {
    const report = fileOf(new TextEncoder().encode('%PDF-1.7'), 'audit.pdf', 'application/pdf');
    const { values, files } = withoutFiles({ title: 'Lotus', audit_reports: [report], audit_url: ['https://a.io'], category: [] as number[] });
    expect(values).toEqual({ title: 'Lotus', audit_reports: [], audit_url: ['https://a.io'], category: [] });
    expect(files).toEqual({ audit_reports: [{ name: 'audit.pdf', size: 8 }] });
  });

  it('asks for the files of before until a file of the same name is attached again', () => {
    const before = { audit_reports: [{ name: 'a.pdf', size: 1 }, { name: 'b.pdf', size: 2 }] };
    const b = fileOf(new Uint8Array(2), 'b.pdf', 'application/pdf');
    expect(filesToAttachAgain(before.audit_reports, [b])).toEqual([{ name: 'a.pdf', size: 1 }]);
    // Kept again: the file attached now, and the one still to attach (a second reload still names it).
    expect(mergeFileNotes({ audit_reports: [{ name: 'b.pdf', size: 2 }] }, before, { audit_reports: [b] })).toEqual({
      audit_reports: [{ name: 'b.pdf', size: 2 }, { name: 'a.pdf', size: 1 }],
    });
    expect(mergeFileNotes({}, before, { audit_reports: [] })).toEqual(before);
  });

  it('drops malformed file notes of a stored draft', () => {
    window.localStorage.setItem('tp-submit:draft:dapp', JSON.stringify({ id: 'e'.repeat(32), values: {}, donation: null, files: { audit_reports: [{ name: 1 }] } }));
    expect(loadDraft('dapp').files).toEqual({});
  });
});
