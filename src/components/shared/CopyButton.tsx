import { useState } from 'react';
import { useI18n } from '../../i18n/index.js';
import { cx } from './cx.js';

export interface CopyButtonProps {
  /** The text to put on the clipboard. */
  value: string;
  /** Accessible label, e.g. "Copy code SAVE-5". Defaults to "Copy". */
  label?: string;
  /** Told when the shopper presses it (given the button), e.g. for a widget event. */
  onCopy?: ((button: HTMLButtonElement) => void) | undefined;
  className?: string;
}

/** Copies a value and says so through a polite live region. */
export function CopyButton({ value, label, className, onCopy }: CopyButtonProps) {
  const { t } = useI18n();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className={cx('lk-button', 'lk-button--secondary', className)}
        data-status={status}
        onClick={(event) => {
          onCopy?.(event.currentTarget);
          void copy();
        }}
      >
        {label ?? t('common.copy')}
      </button>
      <span className="lk-visually-hidden" role="status">
        {status === 'copied'
          ? t('common.copied')
          : status === 'failed'
            ? t('common.copyFailed')
            : ''}
      </span>
    </>
  );
}
