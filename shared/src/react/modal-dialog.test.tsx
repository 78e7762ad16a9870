/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ModalDialog } from './modal-dialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <ModalDialog onClose={() => setOpen(false)} closeLabel="Close" label="Notice">
          <p>Read this first.</p>
        </ModalDialog>
      )}
    </>
  );
}

function openDialog() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Notice' }) };
}

describe('ModalDialog', () => {
  it('opens named, keeps the page from scrolling, and closes with its button, giving focus back to the opener', () => {
    const { opener } = openDialog();
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on Escape', () => {
    const { dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop, not on one inside', () => {
    const { dialog } = openDialog();
    fireEvent.click(screen.getByText('Read this first.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the focus in, and Tab and Shift+Tab go round its controls', () => {
    render(
      <ModalDialog onClose={() => undefined} closeLabel="Close" label="Notice">
        <a href="#read">Read</a>
      </ModalDialog>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const read = screen.getByRole('link', { name: 'Read' });
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(read).toHaveFocus();
    fireEvent.keyDown(read, { key: 'Tab' });
    expect(close).toHaveFocus();
  });
});
