import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useDocumentTop } from './use-document-top';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const top = useDocumentTop(ref);
  return <div ref={ref}>{top === null ? 'unknown' : `top ${top}`}</div>;
}

describe('useDocumentTop', () => {
  const reports: Array<() => void> = [];
  const original = globalThis.ResizeObserver;
  beforeEach(() => {
    reports.length = 0;
    globalThis.ResizeObserver = class {
      constructor(private readonly report: () => void) {}
      observe() {
        reports.push(this.report);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
    jest.restoreAllMocks();
  });

  it('measures when the browser reports a layout, never while the list mounts', () => {
    const measured = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 240 } as DOMRect);
    render(<Probe />);
    expect(screen.getByText('unknown')).toBeInTheDocument();
    expect(measured).not.toHaveBeenCalled();

    act(() => reports.forEach((report) => report()));
    expect(screen.getByText('top 240')).toBeInTheDocument();
  });
});
