import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useI18n } from '../../i18n/index.js';
import { IconButton } from './Button.js';
import { cx } from './cx.js';

export interface DialogProps {
  /** Whether the dialog is shown (modal). */
  open: boolean;
  /** Called when the shopper closes it (Esc, the close button, a click on the backdrop). */
  onClose: () => void;
  /** Accessible title, shown as the heading. */
  title: ReactNode;
  /** Variant: a centred dialog or a drawer from the side. */
  variant?: 'dialog' | 'drawer';
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the native `<dialog>`: focus moves in and stays inside, Esc closes, and focus goes
 * back to what had it before (the trigger) when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  variant = 'dialog',
  children,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const restoreTo = useRef<HTMLElement | null>(null);
  const { t } = useI18n();
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      restoreTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // A click on the backdrop lands on the dialog element itself (Esc is the keyboard path).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current();
    };
    dialog.addEventListener('click', onBackdrop);
    return () => dialog.removeEventListener('click', onBackdrop);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (!open && restoreTo.current) {
      restoreTo.current.focus();
      restoreTo.current = null;
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={cx('lk-dialog', className)}
      data-variant={variant}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="lk-dialog__surface">
          <header className="lk-dialog__header">
            <h2 className="lk-dialog__title" id={titleId}>
              {title}
            </h2>
            <IconButton label={t('common.close')} icon="close" onClick={onClose} />
          </header>
          <div className="lk-dialog__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
