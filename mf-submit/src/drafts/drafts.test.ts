import { fileOf, pngHeader } from '../testing/logo-images';
import { clearDraft, filesToAttachAgain, isEmptyDraft, isUntouched, loadDraft, loadDraftLogo, mergeFileNotes, saveDraft, saveDraftLogo, withoutFiles } from './drafts';

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
    expect(JSON.parse(window.localStorage.getItem('tp-submit:draft:dapp')!)).toEqual({ version: 1, data: draft });
    expect(loadDraft('dapp')).toEqual({ ...draft, setAside: null });
    expect(loadDraft('token').id).not.toBe(draft.id);
  });

  it('sets a damaged draft aside under a key of its own, says what is wrong, and starts fresh', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('tp-submit:draft:nft', '{not json');
    const fresh = loadDraft('nft');
    expect(fresh).toMatchObject({ values: {}, donation: null, files: {} });
    expect(fresh.setAside).toMatch(/^tp-submit:draft:nft:set-aside:\d{4}-/);
    expect(window.localStorage.getItem(fresh.setAside!)).toBe('{not json');
    expect(window.localStorage.getItem('tp-submit:draft:nft')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^localStorage "tp-submit:draft:nft" is not valid JSON: .*It was set aside under "tp-submit:draft:nft:set-aside:/));

    const donationless = JSON.stringify({ version: 1, data: { id: 'b'.repeat(32), values: { name: 'x' }, donation: { payment: 1 }, files: {} } });
    window.localStorage.setItem('tp-submit:draft:nft', donationless);
    const again = loadDraft('nft');
    expect(window.localStorage.getItem(again.setAside!)).toBe(donationless);
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringContaining('localStorage "tp-submit:draft:nft" is damaged: donation.payment: expected string; donation.explorer_url: expected string.'),
    );
    warn.mockRestore();
  });

  it('upgrades a draft saved before drafts carried a version', () => {
    // As the site wrote them before: the object bare, and from before the file notes.
    window.localStorage.setItem('tp-submit:draft:dapp', JSON.stringify({ id: 'd'.repeat(32), values: { title: 'Lotus' }, donation: null }));
    expect(loadDraft('dapp')).toEqual({ id: 'd'.repeat(32), values: { title: 'Lotus' }, donation: null, files: {}, setAside: null });
  });

  it('sets aside a draft of a newer release rather than read it wrong', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('tp-submit:draft:token', JSON.stringify({ version: 2, data: {} }));
    expect(loadDraft('token').setAside).toMatch(/^tp-submit:draft:token:set-aside:/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is version 2, written by a newer release of the site; this one reads up to version 1'));
    warn.mockRestore();
  });

  it('leaves a damaged draft in place, and saves nothing over it, when there is no room to set it aside', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('tp-submit:draft:dapp', '[1]');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const fresh = loadDraft('dapp');
    setItem.mockRestore();
    expect(fresh.setAside).toBe('tp-submit:draft:dapp');
    expect(saveDraft('dapp', fresh)).toBe(false);
    clearDraft('dapp');
    expect(window.localStorage.getItem('tp-submit:draft:dapp')).toBe('[1]');
    warn.mockRestore();
  });

  it('keeps the logo as a file with its name, type and bytes', async () => {
    const bytes = pngHeader(400, 400);
    await expect(saveDraftLogo('token', fileOf(bytes, 'logo.png', 'image/png'))).resolves.toBe(true);
    const restored = loadDraftLogo('token');
    expect(restored).toMatchObject({ name: 'logo.png', type: 'image/png', size: bytes.length });
  });

  it('reads a logo kept before logos carried a version, and sets a damaged one aside', () => {
    window.localStorage.setItem('tp-submit:draft-logo:nft', JSON.stringify({ name: 'old.png', dataUrl: 'data:image/png;base64,iVBORw==' }));
    expect(loadDraftLogo('nft')).toMatchObject({ name: 'old.png', type: 'image/png', size: 4 });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('tp-submit:draft-logo:nft', JSON.stringify({ version: 1, data: { name: 'x.png', dataUrl: 'https://a.io/x.png' } }));
    expect(loadDraftLogo('nft')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('localStorage "tp-submit:draft-logo:nft" is damaged: dataUrl: '));
    expect(Object.keys(window.localStorage).some((key) => key.startsWith('tp-submit:draft-logo:nft:set-aside:'))).toBe(true);
    warn.mockRestore();
  });

  it('tells a draft of the empty form from one holding something of the visitor\'s', () => {
    const empty = { title: '', language: 'en', hasTokens: false, category: [] as number[], tokens: [] as { symbol: string }[] };
    const draft = (values: object, more: object = {}) => ({ id: 'e'.repeat(32), values, donation: null, files: {}, ...more });
    expect(isEmptyDraft(draft({ ...empty }), empty)).toBe(true);
    // A draft saved by an older release may hold only some of the fields.
    expect(isEmptyDraft(draft({ title: '' }), empty)).toBe(true);
    expect(isUntouched({ title: ' ' }, empty)).toBe(false);
    expect(isUntouched({ language: 'zh' }, empty)).toBe(false);
    expect(isUntouched({ hasTokens: true }, empty)).toBe(false);
    expect(isUntouched({ category: [3] }, empty)).toBe(false);
    expect(isUntouched({ tokens: [{ symbol: '' }] }, empty)).toBe(false);
    // A field the empty form does not have (a draft of another release) is something to keep.
    const withAnotherField: Partial<typeof empty> = JSON.parse('{"others":""}');
    expect(isUntouched(withAnotherField, empty)).toBe(false);
    expect(isEmptyDraft(draft({}, { donation: { payment: '200.1234', explorer_url: 'https://bscscan.com/tx/0x1' } }), empty)).toBe(false);
    expect(isEmptyDraft(draft({}, { files: { audit_reports: [{ name: 'audit.pdf', size: 8 }] } }), empty)).toBe(false);
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

  it('sets aside a draft with malformed file notes, naming the field', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('tp-submit:draft:dapp', JSON.stringify({ id: 'e'.repeat(32), values: {}, donation: null, files: { audit_reports: [{ name: 1 }] } }));
    expect(loadDraft('dapp')).toMatchObject({ files: {}, setAside: expect.stringMatching(/set-aside/) });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is damaged: files.audit_reports.0.name: expected string'));
    warn.mockRestore();
  });
});
