import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkNewWidgets, watchContrast } from './editorContrast.js';

// The check itself reads colours the browser resolves (a story measures it in Chromium); here,
// which widgets the theme editor's script hands it, and how often.
const check = vi.hoisted(() => vi.fn());
vi.mock('./contrastCheck.js', () => ({ checkWidgetContrast: check }));

/** A widget as the embed mounts it: its element, an open shadow root, a container inside. */
function widget(name: string) {
  const el = document.createElement(name);
  document.body.append(el);
  const container = document.createElement('div');
  container.className = 'lk-embed';
  el.attachShadow({ mode: 'open' }).append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  check.mockClear();
  vi.useRealTimers();
});

describe('the theme editor’s contrast script', () => {
  it('checks each widget on the page once', () => {
    const reviews = widget('lk-reviews');
    const stars = widget('lk-star-rating');
    document.body.append(document.createElement('other-element'));
    checkNewWidgets(document);
    checkNewWidgets(document);
    expect(check.mock.calls).toEqual([[reviews], [stars]]);
  });

  it('checks the widgets the loader mounts later, as the merchant scrolls', () => {
    vi.useFakeTimers();
    const first = widget('lk-reviews');
    const stop = watchContrast(document, 1000);
    expect(check.mock.calls).toEqual([[first]]);
    const later = widget('lk-gallery');
    vi.advanceTimersByTime(1000);
    expect(check.mock.calls).toEqual([[first], [later]]);
    stop();
  });
});
