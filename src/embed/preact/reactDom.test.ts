import { h, render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installReactDom } from './reactDom.js';

installReactDom();

const container = () => document.body.appendChild(document.createElement('div'));
afterEach(() => {
  document.body.replaceChildren();
});

describe('React DOM semantics on Preact (the embed without preact/compat)', () => {
  it("a text field's onChange fires on every keystroke, not when the field loses focus", () => {
    const onChange = vi.fn();
    const root = container();
    render(h('input', { 'aria-label': 'Name', value: '', onChange }), root);
    const input = root.querySelector('input')!;
    input.value = 'A';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onChange).toHaveBeenCalledTimes(1);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("a textarea's onChange fires on input too, and an onInput beside it still fires", () => {
    const onChange = vi.fn();
    const onInput = vi.fn();
    const root = container();
    render(h('textarea', { 'aria-label': 'Review', onChange, onInput }), root);
    root.querySelector('textarea')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onInput).toHaveBeenCalledTimes(1);
  });

  it("a checkbox's and a select's onChange stay on the change event", () => {
    const onBox = vi.fn();
    const onSelect = vi.fn();
    const root = container();
    render(
      h('div', null, [
        h('input', { type: 'checkbox', 'aria-label': 'Agree', onChange: onBox }),
        h('select', { 'aria-label': 'Sort', onChange: onSelect }, [h('option', null, 'New')]),
      ]),
      root,
    );
    root.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector('select')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onBox).not.toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
    root.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
    root.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onBox).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('a container hears the focus of its fields, as React focus events bubble', () => {
    const onFocus = vi.fn();
    const root = container();
    render(h('div', { onFocus }, h('input', { 'aria-label': 'Email' })), root);
    root.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('camelCase SVG props become the dashed attributes SVG reads', () => {
    const root = container();
    render(
      h('svg', { viewBox: '0 0 24 24' }, h('path', { d: 'M0 0', strokeLinecap: 'round' })),
      root,
    );
    const path = root.querySelector('path')!;
    expect(path.getAttribute('stroke-linecap')).toBe('round');
    expect(path.hasAttribute('strokeLinecap')).toBe(false);
  });
});
