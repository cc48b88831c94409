import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/index.js';
import { Dialog } from './Dialog.js';

export interface ConfirmDialogProps {
  /** Whether the question is shown. */
  open: boolean;
  /** The question, e.g. "Delete “Birthday”?". */
  title: string;
  /** What will happen. */
  children: ReactNode;
  /** Label of the destructive action (defaults to "Delete"). */
  confirmLabel?: string;
  /** Disables the action while it runs. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; Cancel comes first so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onClose={onCancel} title={title} className="lk-confirm">
      <div className="lk-confirm__body">{children}</div>
      <div className="lk-confirm__actions">
        <button type="button" className="lk-button lk-button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="lk-button lk-button--danger"
          disabled={pending}
          onClick={onConfirm}
        >
          {confirmLabel ?? t('common.delete')}
        </button>
      </div>
    </Dialog>
  );
}
