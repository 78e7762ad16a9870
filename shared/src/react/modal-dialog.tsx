import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  /** Called when the visitor closes the dialog: the close button, Escape or a click on the backdrop. */
  readonly onClose: () => void;
  /** The close button's accessible name; without it the dialog has no close button of its own. */
  readonly closeLabel?: string;
  /** The id of the dialog's title, or `label` when it shows none. */
  readonly labelledBy?: string;
  readonly label?: string;
  readonly describedBy?: string;
  /** The section's layout of the dialog's body (padding, gaps, alignment). */
  readonly className?: string;
  /** The dialog box itself, to change its width or place (the shell's `.tp-dialog` styles it). */
  readonly dialogClassName?: string;
  readonly children: ReactNode;
}

/**
 * The site's one modal dialog, on the native `<dialog>`: the browser keeps focus inside and puts it in the top
 * layer; Escape and a click on the backdrop close it; focus goes back to the opener and the page scrolls again
 * when it closes. Render it only while open.
 */
export function ModalDialog({ onClose, closeLabel, labelledBy, label, describedBy, className, dialogClassName, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: its clean-up runs before React removes the dialog, while focus can still go back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    // Environments without showModal (jsdom) still get an open dialog.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const closed = () => onCloseRef.current();
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      document.documentElement.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // The browser closes the dialog itself; this covers environments without it and keeps one path.
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    } else if (event.key === 'Tab') {
      // Tab goes round the dialog's own controls rather than out to the browser's.
      const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const edge = event.shiftKey ? focusable[0] : focusable[focusable.length - 1];
      if (edge && document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? focusable[focusable.length - 1] : focusable[0])?.focus();
      }
    }
  };

  return (
    <dialog
      ref={ref}
      className={dialogClassName ? `tp-dialog ${dialogClassName}` : 'tp-dialog'}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      // The body fills the box: a click on the dialog element itself is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && onCloseRef.current()}
    >
      <div className={className ? `tp-dialog-body ${className}` : 'tp-dialog-body'}>
        {closeLabel && (
          <button type="button" className="tp-icon-button tp-dialog-close" onClick={() => onCloseRef.current()} aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {children}
      </div>
    </dialog>
  );
}
