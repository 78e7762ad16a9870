import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EDITOR, fakeAdminApi, renderConsole, SESSION } from './testing/fake-admin-api';
import en from './locales/en.json';
import zh from './locales/zh.json';

const ITEM = {
  receipt: 'D-AAAA', kind: 'dapp', status: 'received', title: 'Lotus Swap', network: 'eth', created_at: '2025-01-06T09:00:00Z',
  has_donation: true, audit_reports: 1, reason: null, reason_code: null, decided_by: null, decided_at: null,
  checks: [{ kind: 'lookalike', subject: 'lotus-swap.example', state: 'flagged', reason: 'similarDomain' }],
};
const DETAIL = {
  ...ITEM, logo_url: '/api/admin/logos/7', updated_at: ITEM.created_at,
  details: [{ submission_id: 1, language: 'en', title: 'Lotus Swap', desc: 'Swap on lotus', email: 'team@lotus.example', platform: 'eth' }],
  audit_reports: [{ id: 3, file_name: 'audit.pdf', size: 2048, sha256: 'ab'.repeat(32), url: '/api/admin/audit-reports/3' }],
  donation: { payment: '200 USDT', explorer_url: 'https://etherscan.io/tx/0x1', created_at: ITEM.created_at },
  checks: [] as object[],
};
const check = (id: number, fields: object) => ({ id, attempts: 1, checked_at: '2025-01-06T09:01:00Z', created_at: ITEM.created_at, details: {}, reason: null, ...fields });

beforeEach(() => window.localStorage.setItem('tp-console-lang', 'en'));

describe('the console', () => {
  it('keeps the same keys in Chinese and English', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it('asks a visitor to sign in, and says a wrong password or a lockout without more', async () => {
    let attempt = 0;
    const { api } = fakeAdminApi({
      'GET /api/admin/session': () => ({ status: 401, body: { result: 401, message: 'Sign in' } }),
      'POST /api/admin/session': () => (++attempt === 1
        ? { status: 401, body: { result: 401, message: 'The name or password is wrong.' } }
        : { status: 429, body: { result: 429, message: 'Too many failed sign-ins: … Try again in 15 minutes.' } }),
    });
    renderConsole(api);
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: 'rita' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The name or password is wrong.');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many failed sign-ins. Signing in is locked for 15 minutes.'));
  });

  it('filters the queue, opens a submission with its logo, report and donation, and approves it with the CSRF token', async () => {
    let decided = false;
    const { api, calls } = fakeAdminApi({
      'GET /api/admin/session': () => ({ body: { result: 0, data: SESSION } }),
      'GET /api/admin/submissions': () => ({ body: { result: 0, data: [ITEM] } }),
      'GET /api/admin/submissions/D-AAAA': () => ({ body: { result: 0, data: decided ? { ...DETAIL, status: 'listed', decided_by: 'rita', decided_at: '2025-01-07T00:00:00Z' } : DETAIL } }),
      'POST /api/admin/submissions/D-AAAA/approve': () => {
        decided = true;
        return { body: { result: 0, data: null } };
      },
    });
    renderConsole(api);
    fireEvent.change(await screen.findByLabelText('Donation'), { target: { value: 'yes' } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('donation=yes'))).toBe(true));
    expect(await screen.findByText('Overdue', { exact: false })).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('link', { name: 'Lotus Swap' }));
    expect(await screen.findByRole('heading', { name: 'Lotus Swap' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo at full size' })).toHaveAttribute('src', '/api/admin/logos/7');
    const report = screen.getByRole('link', { name: 'Open audit.pdf' });
    expect(report).toHaveAttribute('href', '/api/admin/audit-reports/3?view=inline');
    expect(report).toHaveAttribute('target', '_blank');
    expect(screen.getByText('200 USDT', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText('team@lotus.example').length).toBeGreaterThan(0);

    act(() => {
      fireEvent.keyDown(document.body, { key: 'a' });
    });
    expect(await screen.findByText('Approved: it is listed now.')).toBeInTheDocument();
    const approval = calls.find((c) => c.method === 'POST' && c.url.endsWith('/approve'))!;
    expect(approval.headers['x-csrf-token']).toBe('csrf-1');
    await waitFor(() => expect(screen.getByText(/Decided by rita/)).toBeInTheDocument());
  });

  it('filters the queue by a check outcome and shows each finding with links to the item it resembles', async () => {
    const { api, calls } = fakeAdminApi({
      'GET /api/admin/session': () => ({ body: { result: 0, data: SESSION } }),
      'GET /api/admin/submissions': () => ({ body: { result: 0, data: [ITEM] } }),
      'GET /api/admin/submissions/D-AAAA': () => ({
        body: {
          result: 0,
          data: {
            ...DETAIL,
            checks: [
              check(1, { kind: 'contract', subject: 'eth:0xabc', state: 'failed', reason: 'noCode', details: { network: 'eth', address: '0xabc' } }),
              check(2, { kind: 'phishing', subject: 'lotus-swap.example', state: 'passed' }),
              check(3, { kind: 'lookalike', subject: 'lotus-swap.example', state: 'flagged', reason: 'similarDomain', details: { domain: 'lotus-swap.example', similar_to: 'lotusswap.example', dapp_id: 42 } }),
              check(4, { kind: 'duplicate', subject: 'lotus-swap.example', state: 'flagged', reason: 'sameHost', details: { domain: 'lotus-swap.example', receipt: 'D-BBBB' } }),
              check(5, { kind: 'donation', subject: 'donation', state: 'pending', reason: 'queued', checked_at: null, attempts: 0 }),
            ],
          },
        },
      }),
    });
    renderConsole(api);
    fireEvent.change(await screen.findByLabelText('Check'), { target: { value: 'lookalike' } });
    fireEvent.change(screen.getByLabelText('Check outcome'), { target: { value: 'flagged' } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('check=lookalike') && c.url.includes('check_state=flagged'))).toBe(true));
    expect(await screen.findByRole('cell', { name: 'Look-alike' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Lotus Swap' }));
    const findings = await screen.findByRole('region', { name: 'Automatic checks' });
    expect(findings).toHaveTextContent('Contract · Failed · No contract deployed at this address');
    expect(findings).toHaveTextContent('Phishing list · Passed');
    expect(findings).toHaveTextContent('Look-alike · Flagged · Domain resembles another');
    expect(findings).toHaveTextContent('Resembleslotusswap.example');
    expect(findings).toHaveTextContent('Donation · Pending · Queued');
    expect(findings).toHaveTextContent('Waiting for its first run.');
    expect(screen.getByRole('link', { name: 'Open listed DApp #42 in the store' })).toHaveAttribute('href', '/en/dappstore/detail?id=42');
    const other = screen.getByRole('link', { name: 'Open submission D-BBBB' });
    expect(other.getAttribute('href')).toMatch(/^\/console\/submissions\/D-BBBB\?/);
  });

  it('rejects with a reason from the list and a note, and tells the second operator who decided first', async () => {
    const { api, calls } = fakeAdminApi({
      'GET /api/admin/session': () => ({ body: { result: 0, data: SESSION } }),
      'GET /api/admin/submissions/D-AAAA': () => ({ body: { result: 0, data: DETAIL } }),
      'POST /api/admin/submissions/D-AAAA/reject': () => ({ status: 409, body: { result: 409, message: 'The submission is already listed (decided by dora at 2025-01-07T00:00:00Z).' } }),
    });
    renderConsole(api, '/console/submissions/D-AAAA');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject (r)' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'unreachable' } });
    fireEvent.change(screen.getByLabelText('Note for the submitter (optional)'), { target: { value: 'HTTP 502' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another operator decided first: The submission is already listed (decided by dora');
    expect(calls.find((c) => c.url.endsWith('/reject'))!.body).toEqual({ reason_code: 'unreachable', reason: 'HTTP 502', pending_only: true });
  });

  it('switches to Chinese and remembers it', async () => {
    const { api } = fakeAdminApi({ 'GET /api/admin/session': () => ({ status: 401, body: { result: 401, message: 'Sign in' } }) });
    renderConsole(api);
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'zh' } });
    expect(await screen.findByRole('heading', { name: '运营控制台' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(window.localStorage.getItem('tp-console-lang')).toBe('zh');
  });
});

describe('the news editor', () => {
  const ARTICLE = {
    id: 12, story: 5, lang: 'en', title: 'Wallet 2.0', summary: 'What is new.', cover_url: null, state: 'published',
    publish_at: '2025-01-06T09:00:00Z', content: '<p>Old body</p>',
  };

  it('opens an editor on the news, previews the article through the site’s sanitiser, saves it and unpublishes it', async () => {
    const { api, calls } = fakeAdminApi({
      'GET /api/admin/session': () => ({ body: { result: 0, data: EDITOR } }),
      'GET /api/admin/news': () => ({ body: { result: 0, data: [ARTICLE, { ...ARTICLE, id: 13, title: 'Later', state: 'scheduled' }] } }),
      'GET /api/admin/news/12': () => ({ body: { result: 0, data: ARTICLE } }),
      'PUT /api/admin/news/12': (call) => ({ body: { result: 0, data: { ...ARTICLE, ...(call.body as object) } } }),
      'POST /api/admin/news/12/unpublish': () => ({ body: { result: 0, data: { ...ARTICLE, state: 'unpublished' } } }),
    });
    renderConsole(api);
    expect(await screen.findByRole('heading', { name: 'News' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Later.*Scheduled/ })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Content language'), { target: { value: 'ja' } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('/news?lang=ja'))).toBe(true));
    fireEvent.click(await screen.findByRole('link', { name: 'Wallet 2.0' }));

    const content = await screen.findByLabelText('Article (HTML)');
    fireEvent.change(content, { target: { value: '<p>New <a href="javascript:alert(1)">body</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">' } });
    const preview = screen.getByTestId('preview-body');
    await waitFor(() => expect(preview.innerHTML).toContain('New'));
    expect(preview.querySelector('script, [onerror], [href^="javascript"]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Preview, as the site shows it' })).toHaveTextContent('Wallet 2.0');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: the site shows it now.');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.headers['x-csrf-token']).toBe('csrf-1');
    expect(put.body).toMatchObject({ title: 'Wallet 2.0', publish_at: '2025-01-06T09:00:00Z', content: expect.stringContaining('<script>') });

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Unpublished: the site no longer shows it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish again' })).toBeInTheDocument();
  });

  it('schedules a new article in another language of a story, naming a refused field', async () => {
    let tries = 0;
    const { api, calls } = fakeAdminApi({
      'GET /api/admin/session': () => ({ body: { result: 0, data: EDITOR } }),
      'POST /api/admin/news': () => (++tries === 1
        ? { status: 400, body: { result: 400, message: 'cover_url: Enter a valid URL.' } }
        : { body: { result: 0, data: { id: 40, story: 5 } } }),
      'GET /api/admin/news/40': () => ({ body: { result: 0, data: { ...ARTICLE, id: 40, lang: 'ja', title: '予告', state: 'scheduled', publish_at: '2099-01-01T00:00:00Z' } } }),
    });
    renderConsole(api, '/console/news/new?lang=ja&story=5');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: '予告' } });
    fireEvent.change(screen.getByLabelText('Summary'), { target: { value: '近日公開' } });
    fireEvent.change(screen.getByLabelText('Article (HTML)'), { target: { value: '<p>本文</p>' } });
    fireEvent.change(screen.getByLabelText('Cover image address (optional)'), { target: { value: 'not a url' } });
    fireEvent.change(screen.getByLabelText('Published at'), { target: { value: '2099-01-01T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: cover_url: Enter a valid URL.');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Saved: the site shows it from its publication time.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Article #40 (ja)' })).toBeInTheDocument();
    const created = calls.filter((c) => c.method === 'POST' && c.url === '/api/admin/news').at(-1)!;
    expect(created.body).toMatchObject({ lang: 'ja', story: 5, title: '予告', created_at: new Date('2099-01-01T08:00').toISOString() });
  });
});

describe('banners, activities, ads and categories', () => {
  const AD = { id: 7, lang: 'en', title: 'Spring ad', image_url: '/a.png', url: 'https://example.com', sort: 0, placement: null, start_time: '2025-01-06T09:00:00Z', end_time: null, state: 'live' };

  it('shows each ad’s window and state, changes the window and ends it now', async () => {
    const { api, calls } = fakeAdminApi({
      'GET /api/admin/session': () => ({ body: { result: 0, data: EDITOR } }),
      'GET /api/admin/promotions/ads': () => ({ body: { result: 0, data: [AD] } }),
      'PUT /api/admin/promotions/ads/7/window': (call) => {
        const body = call.body as { start_time: string; end_time: string | null };
        return body.end_time && body.end_time < body.start_time
          ? { status: 400, body: { result: 400, message: 'end_time: Enter a valid value.' } }
          : { body: { result: 0, data: { ...AD, ...body, state: body.end_time ? 'ended' : 'upcoming' } } };
      },
    });
    renderConsole(api, '/console/promotions?kind=ads&lang=en');
    const row = await screen.findByRole('form', { name: 'Time window of Spring ad (#7)' });
    expect(screen.getByText('Showing now', { exact: false })).toBeInTheDocument();
    fireEvent.change(within(row).getByLabelText('From'), { target: { value: '2099-05-01T10:00' } });
    fireEvent.change(within(row).getByLabelText('Until'), { target: { value: '2099-04-01T10:00' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save window' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('end_time: Enter a valid value.');
    fireEvent.change(within(row).getByLabelText('Until'), { target: { value: '' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save window' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: Upcoming.');
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({ start_time: new Date('2099-05-01T10:00').toISOString(), end_time: null });
    expect(screen.queryByRole('button', { name: 'End now' })).toBeNull();
  });

  it('creates a banner through the banners’ route and an ad through its own, each with its window', async () => {
    let listed = 0;
    const { api, calls } = fakeAdminApi({
      'GET /api/admin/session': () => ({ body: { result: 0, data: EDITOR } }),
      'GET /api/admin/promotions/banners': () => ({ body: { result: 0, data: listed++ === 0 ? [] : [{ ...AD, id: 9, title: 'Summer', placement: 'content' }] } }),
      'POST /api/admin/banners': () => ({ body: { result: 0, data: { id: 9 } } }),
    });
    renderConsole(api, '/console/promotions?kind=banners&lang=ko');
    expect(await screen.findByText('Nothing of this kind in this language.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New banner' });
    fireEvent.change(within(form).getByLabelText('Where'), { target: { value: 'content' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Summer' } });
    fireEvent.change(within(form).getByLabelText('Image address'), { target: { value: 'https://example.com/s.png' } });
    fireEvent.change(within(form).getByLabelText('Link'), { target: { value: 'https://example.com/s' } });
    fireEvent.change(within(form).getByLabelText('Until'), { target: { value: '2099-01-02T00:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      lang: 'ko', placement: 'content', title: 'Summer', sort: 0, end_time: new Date('2099-01-02T00:00').toISOString(), start_time: expect.any(String),
    });
    expect(await screen.findByRole('form', { name: 'Time window of Summer (#9)' })).toBeInTheDocument();
  });

  it('reorders the categories from the keyboard and by dragging, and saves the whole order', async () => {
    const CATEGORIES = [['DeFi', 10], ['Games', 20], ['Tools', 30]].map(([name, m_index], i) => ({ hid: i + 1, name, m_index, icon_url: null, names: { en: name } }));
    const { api, calls } = fakeAdminApi({
      'GET /api/admin/session': () => ({ body: { result: 0, data: EDITOR } }),
      'GET /api/admin/categories': () => ({ body: { result: 0, data: CATEGORIES } }),
      'PUT /api/admin/categories/order': (call) => {
        const { hids } = call.body as { hids: number[] };
        return { body: { result: 0, data: hids.map((hid, i) => ({ ...CATEGORIES.find((c) => c.hid === hid)!, m_index: (i + 1) * 10 })) } };
      },
    });
    renderConsole(api, '/console/categories');
    const names = () => screen.getAllByRole('listitem').map((item) => item.textContent!.replace(/[⠿↑↓]/g, '').trim().split(' ')[0]);
    const order = await screen.findByRole('list');
    const tools = within(order).getByText('Tools');
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();
    fireEvent.keyDown(tools.closest('li')!, { key: 'Home', altKey: true });
    expect(names()).toEqual(['Tools', 'DeFi', 'Games']);
    expect(screen.getByText('Tools moved to position 1 of 3.')).toBeInTheDocument();
    fireEvent.keyDown(within(order).getByText('Games').closest('li')!, { key: 'ArrowUp' });
    expect(names()).toEqual(['Tools', 'DeFi', 'Games']);
    fireEvent.dragStart(within(order).getByText('Games').closest('li')!, { dataTransfer: { effectAllowed: '' } });
    fireEvent.drop(within(order).getByText('Tools').closest('li')!, { dataTransfer: {} });
    expect(names()).toEqual(['Games', 'Tools', 'DeFi']);
    fireEvent.click(screen.getByRole('button', { name: 'Move DeFi up' }));
    expect(names()).toEqual(['Games', 'DeFi', 'Tools']);
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: the store shows this order now.');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ hids: [2, 1, 3] });
    expect(calls.find((c) => c.method === 'PUT')!.headers['x-csrf-token']).toBe('csrf-1');
  });
});

describe('the audit page', () => {
  it('searches the log by actor and shows the refusals per day as a chart', async () => {
    const { api, calls } = fakeAdminApi({
      'GET /api/admin/session': () => ({ body: { result: 0, data: { ...SESSION, name: 'ada', role: 'admin' } } }),
      'GET /api/admin/audit': () => ({
        body: { result: 0, data: { fingerprint: null, actions: [{ id: 1, at: '2025-01-07T10:00:00Z', actor: 'rita', role: 'reviewer', address: '203.0.113.9', action: 'POST /api/admin/submissions/:receipt/approve', target: { receipt: 'D-AAAA' }, status: 200 }] } },
      }),
      'GET /api/admin/form-refusals': () => ({ body: { result: 0, data: [{ day: '2025-01-06', form: 'dapp', reason: 'too_fast', count: 3 }, { day: '2025-01-06', form: 'subscribe', reason: 'honeypot', count: 2 }, { day: '2025-01-07', form: 'token', reason: 'unsigned', count: 1 }] } }),
    });
    renderConsole(api, '/console/audit');
    expect(await screen.findByRole('img', { name: 'Refused forms per day over 2 days' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '2025-01-06 5' })).toBeInTheDocument();
    expect(await screen.findByText('203.0.113.9')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Who (operator or token fingerprint)'), { target: { value: 'rita' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/audit?') && c.url.includes('actor=rita'))).toBe(true));
    expect(screen.getByRole('link', { name: 'Audit' })).toBeInTheDocument();
  });
});
