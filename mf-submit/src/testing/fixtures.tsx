// Test only: shell props with networks, categories and submission answers, and the section's strings.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from '@tp/shared/facades/rxjs';
import type { Blockchain, Locale, TokenProtocolMap } from '@tp/shared';
import type { SubmissionKind } from '@tp/shared/api/types';
import { formGuardClock } from '@tp/shared/react';
import { createFakeShellProps, type FakeShellProps } from '@tp/shared/testing';
import type { FakeRoute } from '@tp/shared/testing';
import en from '../locales/en.json';
import { loadResolver } from '../form/validation';
import { fileOf, pngHeader } from './logo-images';

// A script fills a form at once: the forms' wait for a person's minimum fill time is skipped here.
formGuardClock.sleep = async () => {};

// The forms fetch their schemas, messages and file checks when first needed. Each test file
// fetches the English ones once before its tests, so no test's time limit pays their first compile.
beforeAll(() => Promise.all([loadResolver('en', 'dapp'), import('@tp/shared/validation/logo')]), 30_000);

export const CHAINS: Blockchain[] = [
  { hid: 1, icon: '', title: 'Ethereum', ns: 'eth', chain_id: 1 },
  { hid: 12, icon: '', title: 'BNB Smart Chain', ns: 'bsc', chain_id: 56 },
  { hid: 3, icon: '', title: 'TRON', ns: 'trx', chain_id: null },
];

export const PROTOCOLS: TokenProtocolMap = {
  ERC20: [{ protocol: 'ERC20', ns: 'eth', hid: 1, kind: 'token', isSelected: false, title: 'ERC20' }],
  ERC721: [{ protocol: 'ERC721', ns: 'eth', hid: 2, kind: 'nft', isSelected: false, title: 'ERC721' }],
};

export const CATEGORIES = [
  { hid: 2, category_type: 0, m_index: 1, name: 'Exchange', icon_url: null },
  { hid: 3, category_type: 0, m_index: 2, name: 'Games', icon_url: null },
];

export const RECEIPT = { receipt: 'D-7Q2M9KX4C8RZT1VB', kind: 'dapp', status: 'received', created_at: '2025-01-02T03:04:05Z' };

export function submitProps(routes: Record<string, FakeRoute> = {}, lang: Locale = 'en'): FakeShellProps {
  return createFakeShellProps({
    lang,
    chains$: new BehaviorSubject<readonly Blockchain[]>(CHAINS),
    tokenProtocols$: new BehaviorSubject<TokenProtocolMap>(PROTOCOLS),
    routes: {
      '/v1/application/category_list': () => ({ result: 0, data: CATEGORIES }),
      '/api/submissions/dapp': () => ({ result: 0, data: RECEIPT }),
      '/api/submissions/token': () => ({ result: 0, data: { ...RECEIPT, kind: 'token' } }),
      '/api/submissions/nft': () => ({ result: 0, data: { ...RECEIPT, kind: 'nft' } }),
      '/api/submissions/:receipt/donation': (request) => ({ result: 0, data: { ...(request.body as object), created_at: '2025-01-02T03:05:00Z' } }),
      ...routes,
    },
  });
}

export const strings = { namespace: 'submit', strings: en } as const;

/** Each test of a form starts with no draft kept on the device, and with the object URL the logo preview needs (jsdom has none). */
export function startEachFormAfresh() {
  beforeEach(() => {
    window.localStorage.clear();
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
  });
}

/** A form kept on this device with its logo, as a visitor who comes back to it finds it. */
export async function keepFormDraft(kind: SubmissionKind, values: object, logoName: string) {
  window.localStorage.setItem(`tp-submit:draft:${kind}`, JSON.stringify({ id: 'd'.repeat(32), values, donation: null }));
  const { saveDraftLogo } = await import('../drafts/drafts');
  await saveDraftLogo(kind, fileOf(pngHeader(400, 400), logoName, 'image/png'));
}

export const submitForm = () => userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));

/** The inline message of the field a label names. */
export function messageOf(label: string | RegExp) {
  return document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;
}
