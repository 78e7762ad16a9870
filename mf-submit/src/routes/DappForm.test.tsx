import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, pageDataKey, TRENDING_CATEGORY_ID } from '@tp/shared';
import { renderSection } from '@tp/shared/testing/render-section';
import { recordBusEvents } from '@tp/shared/testing';
import { EMPTY_DAPP_SUMMARY, VALID_DAPP } from '@tp/shared/validation/fixtures';
import { Route, Routes } from '@tp/shared/facades/router';
import { CurrentLocation } from '../testing/current-location';
import { fileOf, pngHeader } from '../testing/logo-images';
import { CATEGORIES, keepFormDraft, messageOf, RECEIPT, startEachFormAfresh, strings, submitForm, submitProps } from '../testing/fixtures';
import zhStrings from '../locales/zh.json';
import DappForm, { dappDefaults } from './DappForm';

async function renderForm(props = submitProps()) {
  const view = renderSection(
    <Routes>
      <Route path="submit/dapp" element={<DappForm />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { ...strings, path: '/submit/dapp', props },
  );
  await screen.findByRole('checkbox', { name: 'Exchange' });
  return view;
}

/** The store's computed list, which the api lists among its categories. */
const TRENDING = { ...CATEGORIES[0], hid: TRENDING_CATEGORY_ID, name: 'Trending' };

/** A valid form kept on this device, with a logo: each test changes one thing. */
const keepValidDraft = (values: object = {}) => keepFormDraft('dapp', { ...VALID_DAPP, ...values }, 'lotus.png');

startEachFormAfresh();

describe('DApp form', () => {
  it('shows every required message of docs/product.md §5.1 inline and in a summary that takes the focus', async () => {
    await renderForm();
    await submitForm();

    const summary = await screen.findByRole('alert', { name: 'Please fix these problems before submitting' });
    await waitFor(() => expect(summary).toHaveFocus());
    const listed = within(summary).getAllByRole('link').map((link) => link.textContent);
    expect(listed).toEqual(EMPTY_DAPP_SUMMARY);
    expect(messageOf(/^Network/)).toBe('Network is required');
    expect(messageOf(/^DApp name/)).toBe('DApp Name is required');
    expect(messageOf(/^Other contact/)).toBe('Other contact information is required');
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveTextContent('Select at least one category');
    expect(screen.getByRole('group', { name: 'Wallet connection' })).toHaveTextContent('Select at least one');
    expect(screen.getByText('DApp Logo is required', { selector: 'p' })).toBeInTheDocument();
  });

  it('leads from a summary item to its field', async () => {
    await renderForm();
    await submitForm();
    const summary = await screen.findByRole('alert', { name: /Please fix/ });
    await userEvent.click(within(summary).getByRole('link', { name: 'DApp Website is required' }));
    expect(screen.getByLabelText(/^Website/)).toHaveFocus();
  });

  it('checks URL, e-mail, lengths and that the contact is not only an e-mail', async () => {
    await keepValidDraft({ url: 'not a url', email: 'team-at-example', desc: 'x'.repeat(201), others: 'team@lotus.example.org' });
    await renderForm();
    await submitForm();
    await screen.findByRole('alert', { name: /Please fix/ });
    expect(messageOf(/^Website/)).toBe('Please enter the correct URL');
    expect(messageOf(/^Contact e-mail/)).toBe('Please enter the correct Email address');
    expect(messageOf(/^One-sentence description/)).toBe('No more than 200 characters');
    expect(screen.getByText('201/200')).toBeInTheDocument();
  });

  it('refuses a contract that is not an address of the chosen network', async () => {
    await keepValidDraft({ platform: 'trx' });
    await renderForm();
    await submitForm();
    await screen.findByRole('alert', { name: /Please fix/ });
    expect(messageOf(/^Contract addresses/)).toBe('Please enter a valid address for this network');
  });

  it('asks for the referral account, the audit links and the tokens when their answer is yes', async () => {
    await keepValidDraft();
    await renderForm();
    await screen.findByRole('checkbox', { name: 'Exchange' });
    for (const question of ['Does the DApp reward users who invite others?', 'Has the DApp been audited?', 'Does the DApp have its own tokens?']) {
      await userEvent.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: 'Yes' }));
    }
    await submitForm();
    await screen.findByRole('alert', { name: /Please fix/ });
    expect(messageOf(/^Referral contract account/)).toBe('Contract account is required');
    expect(screen.getByRole('group', { name: /^How do inviters/ })).toHaveTextContent('Select at least one');

    expect(screen.getByRole('group', { name: 'Audit report links' })).toHaveTextContent('Fill in at least one item of audit information');
    expect(messageOf(/^Symbol/)).toBe('Token symbol is required');

    await userEvent.click(screen.getByRole('button', { name: /Add a report link/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove token 1' }));
    await submitForm();
    await waitFor(() => expect(messageOf('Audit report link 1')).toBe('Audit report URL is required.'));
    expect(screen.getByText('Add at least one token information.', { selector: 'p' })).toBeInTheDocument();
  });

  it('limits an audit link to 1000 characters (docs/product.md §9.3)', async () => {
    await keepValidDraft({ hasAudit: true, audit_url: [`https://audits.example.com/${'a'.repeat(1000)}`] });
    await renderForm();
    await submitForm();
    await screen.findByRole('alert', { name: /Please fix/ });
    expect(messageOf('Audit report link 1')).toBe('No more than 1000 characters');
  });

  it('refuses a logo of the wrong size or a renamed non-image before upload', async () => {
    await renderForm();
    const input = screen.getByLabelText(/DApp logo/);
    await userEvent.upload(input, fileOf(pngHeader(512, 512), 'big.png', 'image/png'));
    expect(await screen.findByText('Please submit 400*400px, JPG&PNG, max 5M logo')).toBeInTheDocument();
    await userEvent.upload(input, fileOf(new TextEncoder().encode('plain text'), 'fake.png', 'image/png'));
    expect(await screen.findByText('Please submit 400*400px, JPG&PNG, max 5M logo')).toBeInTheDocument();
    await userEvent.upload(input, fileOf(pngHeader(400, 400), 'good.png', 'image/png'));
    expect(await screen.findByRole('img', { name: 'Preview of the chosen logo' })).toBeInTheDocument();
    expect(screen.queryByText('Please submit 400*400px, JPG&PNG, max 5M logo')).not.toBeInTheDocument();
  });

  it('submits values and logo, then shows the success page and forgets the draft', async () => {
    await keepValidDraft();
    const props = submitProps();
    await renderForm(props);
    expect(await screen.findByText('We restored the answers you typed earlier on this device.')).toBeInTheDocument();
    await submitForm();
    expect(await screen.findByTestId('where')).toHaveTextContent(`/success?receipt=${RECEIPT.receipt}&kind=dapp`);
    const request = props.http.requests.find((r) => r.path === '/api/submissions/dapp');
    const form = request?.body as FormData;
    expect(JSON.parse(String(form.get('data')))).toMatchObject({ ...VALID_DAPP, hasAudit: false });
    expect((form.get('logo') as File).name).toBe('lotus.png');
    expect(window.localStorage.getItem('tp-submit:draft:dapp')).toBeNull();
    expect(window.localStorage.getItem('tp-submit:draft-logo:dapp')).toBeNull();
  });

  it('says when the draft kept on this device could not be read, and keeps it aside', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('tp-submit:draft:dapp', '{"version":1,"data":{"id":');
    await renderForm();
    const notice = await screen.findByText(/^We could not read the answers saved on this device earlier, so this form starts empty\./);
    const key = /under “(.+)”/.exec(notice.textContent ?? '')?.[1];
    expect(key).toMatch(/^tp-submit:draft:dapp:set-aside:/);
    expect(window.localStorage.getItem(key!)).toBe('{"version":1,"data":{"id":');
    expect(screen.getByLabelText(/^DApp name/)).toHaveValue('');
    warn.mockRestore();
  });

  it('keeps everything on a network error and says so', async () => {
    await keepValidDraft();
    await renderForm(submitProps({ '/api/submissions/dapp': () => { throw new HttpError('offline', 0); } }));
    await submitForm();
    const summary = await screen.findByRole('alert', { name: 'Your submission was not sent' });
    expect(summary).toHaveTextContent('We could not reach the server. Everything you typed is still here');
    expect(screen.getByLabelText(/^DApp name/)).toHaveValue('Lotus Swap');
    expect(JSON.parse(window.localStorage.getItem('tp-submit:draft:dapp') ?? '{}').data.values.title).toBe('Lotus Swap');
  });

  it('shows the api refusals beside their fields', async () => {
    await keepValidDraft();
    await renderForm(
      submitProps({
        '/api/submissions/dapp': () => {
          throw new HttpError('refused', 400, {
            result: 1,
            message: 'invalid',
            errors: [
              { field: 'url', key: 'invalidUrl', message: 'Please enter the correct URL' },
              { field: 'logo', key: 'logoInvalid', message: 'Please submit 400*400px, JPG&PNG, max 5M logo' },
              { field: 'platform', key: 'chainNotFound', message: 'Chain not found' },
            ],
          });
        },
      }),
    );
    await submitForm();
    await screen.findByRole('alert', { name: /Please fix/ });
    expect(messageOf(/^Website/)).toBe('Please enter the correct URL');
    expect(messageOf(/^Network/)).toBe('Chain not found');
    expect(screen.getByText('Please submit 400*400px, JPG&PNG, max 5M logo', { selector: 'p' })).toBeInTheDocument();
  });

  it('keeps typed values as a draft that survives a reload', async () => {
    const first = await renderForm();
    await userEvent.type(screen.getByLabelText(/^DApp name/), 'Harbour DEX');
    first.unmount();
    await renderForm();
    expect(screen.getByLabelText(/^DApp name/)).toHaveValue('Harbour DEX');
  });

  it('keeps no draft of a form only looked at, or emptied again, and restores nothing from a draft of the empty form', async () => {
    const looked = await renderForm();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    looked.unmount();
    expect(window.localStorage.getItem('tp-submit:draft:dapp')).toBeNull();

    const typed = await renderForm();
    await userEvent.type(screen.getByLabelText(/^DApp name/), 'H');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(window.localStorage.getItem('tp-submit:draft:dapp')).not.toBeNull();
    await userEvent.clear(screen.getByLabelText(/^DApp name/));
    typed.unmount();
    expect(window.localStorage.getItem('tp-submit:draft:dapp')).toBeNull();

    // As an earlier release kept it for a visitor who typed nothing.
    window.localStorage.setItem('tp-submit:draft:dapp', JSON.stringify({ version: 1, data: { id: 'd'.repeat(32), values: dappDefaults('en'), donation: null, files: {} } }));
    await renderForm();
    expect(screen.queryByText('We restored the answers you typed earlier on this device.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^DApp name/)).toHaveValue('');
  });

  it('opens the donate panel for this submission and sends the donation with it', async () => {
    await keepValidDraft();
    const props = submitProps();
    const bus = recordBusEvents(props.bus, ['donate:open']);
    await renderForm(props);
    await userEvent.click(screen.getByRole('button', { name: 'Donate TPT' }));
    expect(bus.ofType('donate:open')).toEqual([{ type: 'donate:open', kind: 'dapp', submissionId: 'd'.repeat(32), lang: 'en' }]);

    const donation = { payment: '200.4821', explorer_url: 'https://bscscan.com/tx/0xabc' };
    act(() => props.bus.emit({ type: 'donate:submitted', submissionId: 'other', donation: { ...donation, payment: '1' } }));
    act(() => props.bus.emit({ type: 'donate:submitted', submissionId: 'd'.repeat(32), donation }));
    expect(await screen.findByText('Donation of 200.4821 TPT added. It will be sent with your submission.')).toBeInTheDocument();

    await submitForm();
    await screen.findByTestId('where');
    const attach = props.http.requests.find((r) => r.path === `/api/submissions/${RECEIPT.receipt}/donation`);
    expect(attach?.body).toEqual(donation);
  });

  it('offers the store categories of the api', async () => {
    await renderForm();
    for (const category of CATEGORIES) expect(await screen.findByRole('checkbox', { name: category.name })).toBeInTheDocument();
  });

  it('offers the categories the page came with from its first render, without asking the api, and never Trending', async () => {
    const props = { ...submitProps(), pageData: { [pageDataKey.storeCategories('en')]: [...CATEGORIES, TRENDING] } };
    renderSection(<DappForm />, { ...strings, path: '/submit/dapp', props });
    for (const category of CATEGORIES) expect(screen.getByRole('checkbox', { name: category.name })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: TRENDING.name })).not.toBeInTheDocument();
    expect(props.http.requests.map((request) => request.path)).not.toContain('/v1/application/category_list');
  });

  it('speaks the visitor language, spec messages included', async () => {
    renderSection(<DappForm />, { namespace: 'submit', strings: zhStrings, path: '/submit/dapp', props: submitProps({}, 'zh') });
    await userEvent.click(screen.getByRole('button', { name: zhStrings.form.submit }));
    await screen.findByRole('alert', { name: zhStrings.form.summaryTitle });
    expect(screen.getAllByText('请选择网络').length).toBeGreaterThan(0);
    expect(screen.getAllByText('请上传 DApp Logo').length).toBeGreaterThan(0);
  });
});

/** The smallest bytes the shared rule reads as a whole PDF. */
const pdfBytes = (text = 'audit') => new TextEncoder().encode(`%PDF-1.7\n1 0 obj << /Title (${text}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const pdfFile = (name: string, text = name) => fileOf(pdfBytes(text), name, 'application/pdf');

describe('DApp form audit report files', () => {
  const audited = async (values: Record<string, unknown> = {}, props = submitProps()) => {
    await keepValidDraft({ hasAudit: true, ...values });
    await renderForm(props);
    return props;
  };
  const picker = () => screen.getByLabelText('Attach report files');
  const attached = () => within(screen.getByRole('list', { name: 'Attached report files' })).getAllByRole('listitem');

  it('states the limits and that files are not kept on this device', async () => {
    await audited();
    const group = screen.getByRole('group', { name: 'Audit report files' });
    expect(group).toHaveTextContent('PDF only: up to 5 files, at most 10 MB each.');
    expect(group).toHaveTextContent('Attached files are not kept on this device');
    expect(picker()).toHaveAttribute('accept', 'application/pdf,.pdf');
  });

  it('lists attached PDFs with name and size, and submits them with the form', async () => {
    const props = await audited();
    await userEvent.upload(picker(), [pdfFile('harbor-audit.pdf'), pdfFile('round-2.pdf')]);
    await waitFor(() => expect(attached()).toHaveLength(2));
    expect(attached()[0]).toHaveTextContent(`harbor-audit.pdf${pdfBytes('harbor-audit.pdf').length} byte`);
    await submitForm();
    await screen.findByTestId('where');
    const form = props.http.requests.find((r) => r.path === '/api/submissions/dapp')?.body as FormData;
    expect(form.getAll('audit_reports').map((file) => (file as File).name)).toEqual(['harbor-audit.pdf', 'round-2.pdf']);
    const data = JSON.parse(String(form.get('data')));
    expect(data).toMatchObject({ hasAudit: true, audit_url: [] });
    expect(data).not.toHaveProperty('audit_reports');
  });

  it('refuses, naming the file, a renamed non-PDF, a cut-off PDF and a file over 10 MB', async () => {
    await audited();
    const png = fileOf(pngHeader(400, 400), 'report.pdf', 'application/pdf');
    const cut = fileOf(pdfBytes().subarray(0, 20), 'cut.pdf', 'application/pdf');
    const huge = fileOf(new Uint8Array(10 * 1024 * 1024 + 1), 'huge.pdf', 'application/pdf');
    await userEvent.upload(picker(), [png, cut, huge]);
    const alert = await screen.findByRole('alert', { name: '' });
    expect(alert).toHaveTextContent('report.pdf: The audit report must be a complete PDF file');
    expect(alert).toHaveTextContent('cut.pdf: The audit report must be a complete PDF file');
    expect(alert).toHaveTextContent('huge.pdf: The audit report file is too large');
    expect(screen.queryByRole('list', { name: 'Attached report files' })).not.toBeInTheDocument();
  });

  it('takes five files at most and says so of the rest', async () => {
    await audited();
    await userEvent.upload(picker(), Array.from({ length: 6 }, (_, i) => pdfFile(`report-${i + 1}.pdf`)));
    await waitFor(() => expect(attached()).toHaveLength(5));
    expect(screen.getByRole('alert')).toHaveTextContent('report-6.pdf: Too many audit report files');
    expect(screen.queryByLabelText('Attach report files')).not.toBeInTheDocument();
  });

  it('removes a file from the keyboard, keeping the focus in the list', async () => {
    await audited();
    await userEvent.upload(picker(), [pdfFile('a.pdf'), pdfFile('b.pdf')]);
    await waitFor(() => expect(attached()).toHaveLength(2));
    screen.getByRole('button', { name: 'Remove a.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove b.pdf' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(picker()).toHaveFocus());
    expect(screen.queryByRole('list', { name: 'Attached report files' })).not.toBeInTheDocument();
  });

  it('takes a file as the audit information, and a file alone will do', async () => {
    const props = await audited();
    await submitForm();
    await screen.findByRole('alert', { name: /Please fix/ });
    expect(screen.getByRole('group', { name: 'Audit report links' })).toHaveTextContent('Fill in at least one item of audit information');
    await userEvent.upload(picker(), pdfFile('only-file.pdf'));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Audit report links' })).not.toHaveTextContent('Fill in at least one item'));
    await submitForm();
    await screen.findByTestId('where');
    const form = props.http.requests.find((r) => r.path === '/api/submissions/dapp')?.body as FormData;
    expect(form.getAll('audit_reports')).toHaveLength(1);
  });

  it('sends no file when the DApp declares no audit after all', async () => {
    const props = await audited();
    await userEvent.upload(picker(), pdfFile('a.pdf'));
    await waitFor(() => expect(attached()).toHaveLength(1));
    await userEvent.click(within(screen.getByRole('group', { name: 'Has the DApp been audited?' })).getByRole('radio', { name: 'No' }));
    await submitForm();
    await screen.findByTestId('where');
    const form = props.http.requests.find((r) => r.path === '/api/submissions/dapp')?.body as FormData;
    expect(form.getAll('audit_reports')).toEqual([]);
  });

  it('shows the api refusal of a file beside it', async () => {
    await audited(
      {},
      submitProps({
        '/api/submissions/dapp': () => {
          throw new HttpError('refused', 400, {
            result: 400,
            message: 'invalid',
            errors: [{ field: 'audit_reports.1', key: 'auditReportInvalid', message: 'The audit report must be a complete PDF file' }],
          });
        },
      }),
    );
    await userEvent.upload(picker(), [pdfFile('a.pdf'), pdfFile('b.pdf')]);
    await waitFor(() => expect(attached()).toHaveLength(2));
    await submitForm();
    const summary = await screen.findByRole('alert', { name: /Please fix/ });
    expect(summary).toHaveTextContent('The audit report must be a complete PDF file');
    expect(attached()[1]).toHaveTextContent('The audit report must be a complete PDF file');
    expect(attached()[0]).not.toHaveTextContent('The audit report must');
  });

  it('asks for the files again after a reload, by name, until they are attached again', async () => {
    await keepValidDraft({ hasAudit: true });
    const first = await renderForm();
    await userEvent.upload(picker(), [pdfFile('a.pdf'), pdfFile('b.pdf')]);
    await waitFor(() => expect(attached()).toHaveLength(2));
    first.unmount();
    expect(JSON.parse(window.localStorage.getItem('tp-submit:draft:dapp') ?? '{}').data.values.audit_reports).toEqual([]);

    const second = await renderForm();
    expect(screen.queryByRole('list', { name: 'Attached report files' })).not.toBeInTheDocument();
    expect(screen.getByText('These files were not kept when the page was reloaded. Attach them again: a.pdf, b.pdf')).toBeInTheDocument();
    await userEvent.upload(picker(), pdfFile('b.pdf'));
    expect(await screen.findByText('These files were not kept when the page was reloaded. Attach them again: a.pdf')).toBeInTheDocument();
    second.unmount();

    await renderForm();
    expect(screen.getByText('These files were not kept when the page was reloaded. Attach them again: b.pdf, a.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByText(/These files were not kept/)).not.toBeInTheDocument();
  });
});
