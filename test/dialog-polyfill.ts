// jsdom has no HTMLDialogElement.showModal/close: a minimal stand-in for component tests. The
// real behaviour (top layer, inert page, focus trap) is exercised in the browser tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const focusable = this.querySelector<HTMLElement>(
      '[autofocus], button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    focusable?.focus();
    this.ownerDocument.addEventListener('keydown', escToCancel);
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.ownerDocument.removeEventListener('keydown', escToCancel);
    this.dispatchEvent(new Event('close'));
  };
}

function escToCancel(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  const top = dialogs[dialogs.length - 1];
  if (!top) return;
  const cancel = new Event('cancel', { cancelable: true });
  top.dispatchEvent(cancel);
  if (!cancel.defaultPrevented) top.close();
}
