import type { ComponentChildren } from 'preact';
import { errorMessageKey } from '../../../src/components/shared/errorMessageKey.js';
import type { I18n } from '../../../src/i18n/translator.js';
import type { Loaded } from '../useLoad.js';

/** A read's loading, error (with Retry) or content, in Shopify's components. */
export function LoadState<T>({
  state,
  i18n,
  retry,
  children,
}: {
  state: Loaded<T>;
  i18n: I18n;
  retry: () => unknown;
  children: (data: T) => ComponentChildren;
}) {
  if (state.status === 'loading')
    return <s-spinner accessibilityLabel={i18n.t('common.loading')} />;
  if (state.status === 'error') {
    return (
      <s-banner tone="critical">
        <s-stack gap="base">
          <s-text>{i18n.t(errorMessageKey(state.error))}</s-text>
          <s-button variant="secondary" onClick={() => void retry()}>
            {i18n.t('common.retry')}
          </s-button>
        </s-stack>
      </s-banner>
    );
  }
  return <>{children(state.data)}</>;
}
