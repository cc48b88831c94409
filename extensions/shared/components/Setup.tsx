import { render, type ComponentChildren } from 'preact';
import type { ExtensionRuntime } from '../runtime.js';

/**
 * Starts an extension: connects it (proxy, translator, currencies), then renders; a merchant's
 * missing setting is said plainly where the extension would be, in the merchant's own terms.
 */
export async function start(
  connect: () => Promise<ExtensionRuntime>,
  view: (runtime: ExtensionRuntime) => ComponentChildren,
): Promise<void> {
  let content: ComponentChildren;
  try {
    content = view(await connect());
  } catch (error) {
    content = (
      <s-banner tone="critical" heading="loyalkit">
        <s-text>{error instanceof Error ? error.message : String(error)}</s-text>
      </s-banner>
    );
  }
  render(<>{content}</>, document.body);
}
