import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { data, EDITOR, fakeAdminApi, renderConsole, type Answer } from '../testing/fake-admin-api';

const DEFI = { hid: 1, name: 'DeFi', m_index: 10, icon_url: '/static/categories/defi.svg', names: { en: 'DeFi', 'zh-Hans': '去中心化金融', ja: 'ディーファイ' } };
const GAMES = { hid: 2, name: 'Games', m_index: 20, icon_url: null, names: { en: 'Games' } };

beforeEach(() => window.localStorage.setItem('tp-console-lang', 'en'));

describe('category names and icons', () => {
  it('renames a category per language, clears one to fall back to English, changes its icon, and the order shows the new name', async () => {
    let tries = 0;
    const { api, calls } = fakeAdminApi({
      'GET /api/admin/session': () => data(EDITOR),
      'GET /api/admin/categories': () => data([DEFI, GAMES]),
      'PUT /api/admin/categories/1': (call): Answer => {
        if (++tries === 1) return { status: 400, body: { result: 400, message: 'Please enter the correct URL', errors: [{ field: 'icon_url', key: 'invalidUrl', message: 'Please enter the correct URL' }] } };
        const body = call.body as { names: Record<string, string | null>; icon_url: string | null };
        const names = Object.fromEntries(Object.entries(body.names).filter(([, name]) => name !== null));
        return data({ ...DEFI, name: names.en, names, icon_url: body.icon_url });
      },
    });
    renderConsole(api, '/console/categories');
    const form = await screen.findByRole('form', { name: 'Names and icon of DeFi' });
    expect(within(form).getByLabelText('Simplified Chinese (zh-Hans)')).toHaveValue('去中心化金融');
    expect(within(form).getByLabelText('Korean (ko)')).toHaveValue('');
    expect(within(form).getByRole('img', { name: 'Icon preview' })).toHaveAttribute('src', '/static/categories/defi.svg');

    fireEvent.change(within(form).getByLabelText('English (en)'), { target: { value: 'Finance' } });
    fireEvent.change(within(form).getByLabelText('Simplified Chinese (zh-Hans)'), { target: { value: '金融' } });
    fireEvent.change(within(form).getByLabelText('Japanese (ja)'), { target: { value: ' ' } });
    fireEvent.change(within(form).getByLabelText('Icon address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save names and icon' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Not saved: Icon address: Please enter the correct URL');
    await waitFor(() => expect(within(form).getByLabelText('Icon address')).toHaveFocus());
    expect(within(form).getByLabelText('Icon address')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(form).getByLabelText('Icon address'), { target: { value: 'https://cdn.example.com/finance.png' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save names and icon' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved: the store shows Finance with these names now.');
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(put.headers['x-csrf-token']).toBe('csrf-1');
    expect(put.body).toEqual({
      names: { en: 'Finance', 'zh-Hans': '金融', 'zh-Hant': null, ko: null, ru: null, es: null, hi: null, fil: null, pt: null, ja: null, vi: null, th: null },
      icon_url: 'https://cdn.example.com/finance.png',
    });
    expect(within(screen.getByRole('list')).getByText('Finance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Finance down' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Names and icon of Finance' })).toBeInTheDocument();
  });

  it('edits the category chosen, in Chinese', async () => {
    window.localStorage.setItem('tp-console-lang', 'zh');
    const { api } = fakeAdminApi({ 'GET /api/admin/session': () => data(EDITOR), 'GET /api/admin/categories': () => data([DEFI, GAMES]) });
    renderConsole(api, '/console/categories');
    fireEvent.change(await screen.findByLabelText('分类'), { target: { value: '2' } });
    const form = screen.getByRole('form', { name: 'Games 的名称与图标' });
    expect(within(form).getByLabelText('英语（en）')).toHaveValue('Games');
    expect(within(form).queryByRole('img')).toBeNull();
  });
});
