/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { recordBusEvents } from '../testing/record-bus-events';
import { renderSection } from '../testing/render-section';
import { useCopy } from './use-copy';

function CopyAddress() {
  const copy = useCopy();
  return (
    <button type="button" onClick={() => void copy('0xabc')}>
      copy
    </button>
  );
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

function setExecCommand(result: boolean | undefined) {
  Object.defineProperty(document, 'execCommand', { value: result === undefined ? undefined : jest.fn(() => result), configurable: true });
}

async function copyAndRecordToasts() {
  const { props, unmount } = renderSection(<CopyAddress />);
  const toasts = recordBusEvents(props.bus, ['toast']);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'copy' })));
  unmount();
  return toasts.ofType('toast').map(({ kind }) => kind);
}

describe('useCopy', () => {
  afterEach(() => {
    setClipboard(undefined);
    setExecCommand(undefined);
  });

  it('writes to the clipboard and says so', async () => {
    const writeText = jest.fn(async () => {});
    setClipboard(writeText);
    expect(await copyAndRecordToasts()).toEqual(['success']);
    expect(writeText).toHaveBeenCalledWith('0xabc');
  });

  it('falls back to a selection copy where the clipboard is refused or missing', async () => {
    setClipboard(async () => Promise.reject(new Error('not allowed')));
    setExecCommand(true);
    expect(await copyAndRecordToasts()).toEqual(['success']);
    setClipboard(undefined);
    expect(await copyAndRecordToasts()).toEqual(['success']);
  });

  it('says it failed when neither way copies', async () => {
    setClipboard(async () => Promise.reject(new Error('not allowed')));
    setExecCommand(false);
    expect(await copyAndRecordToasts()).toEqual(['error']);
  });
});
