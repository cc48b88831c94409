// The embed's `react-dom/client`: createRoot on Preact's own render, without preact/compat.
import { render, type ComponentChild } from 'preact';

/** A root in a container element, as React's createRoot gives one. */
export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
