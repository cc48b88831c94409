import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/index.js';
import { cx } from './cx.js';
import { Icon } from './icons.js';

/** How long the button says "Copied" before it offers to copy again (ms). */
const SHOWN_MS = 2500;

export interface CopyButtonProps {
  /** The text to put on the clipboard. */
  value: string;
  /** Accessible label, e.g. "Copy code SAVE-5". Defaults to "Copy". */
  label?: string;
  /** Told when the shopper presses it (given the button), e.g. for a widget event. */
  onCopy?: ((button: HTMLButtonElement) => void) | undefined;
  className?: string;
}

/**
 * Copies a value and says so, on the button itself ("✓ Copied", for a few seconds) and through a
 * polite live region.
 */
export function CopyButton({ value, label, className, onCopy }: CopyButtonProps) {
  const { t } = useI18n();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [status]);
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
        {status === 'copied' ? (
          <>
            <Icon name="check" /> {t('common.copied')}
          </>
        ) : (
          (label ?? t('common.copy'))
        )}
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
