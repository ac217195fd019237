/**
 * A modal on the native `<dialog>`: the browser gives it a focus trap, Escape, the
 * backdrop and the top layer (above any CMS header, whatever its z-index). Focus goes
 * back where it was when the dialog closes. Styles: dialog.css.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** the accessible name, when no visible heading labels the dialog */
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/** The element that has focus, looking into shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A native modal `<dialog>` that is shown while `open`: its ref, and what its close event
 * calls, which gives the focus back to where it was when the dialog opened.
 */
export function useModal(open: boolean, onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnTo.current = deepActiveElement();
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const closed = () => {
    returnTo.current?.focus();
    returnTo.current = null;
    if (open) onClose();
  };
  return { dialog, closed };
}

export function Dialog({ open, onClose, label, labelledBy, className, children }: DialogProps) {
  const { t } = useLingui();
  const { dialog, closed } = useModal(open, onClose);

  return (
    <dialog
      ref={dialog}
      className={`dialog ${className ?? ''}`}
      aria-label={label}
      aria-labelledby={labelledBy}
      part="dialog"
      onClose={closed}
      onClick={(event) => {
        // a click on the backdrop lands on the dialog itself, not on its content
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__body">
        <button type="button" className="dialog__close button button--quiet" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t({ id: 'ui.dialog.close', message: 'Close' })}</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
