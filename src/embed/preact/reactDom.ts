// React's DOM semantics that the heavy widgets' markup relies on, on Preact's own renderer: the
// few prop rewrites of preact/compat they need (render.js, `handleDomVNode`), without loading
// compat itself (2.6 KB gzip on every product page). The light widgets need none of them.
import { options, type VNode } from 'preact';

/** SVG presentation props React spells in camelCase (`strokeLinecap` -> `stroke-linecap`). */
const SVG_CAMEL =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;
/** Inputs whose `change` React leaves as it is (a file picked, a box ticked). */
const CHANGE_INPUT = /fil|che|rad/;

type Props = Record<string, unknown>;

/** One DOM element's props, renamed to what Preact attaches. */
function rename(type: string, props: Props): Props {
  const renamed: Props = {};
  for (const name in props) {
    let key = name;
    if (
      name === 'onChange' &&
      (type === 'textarea' || (type === 'input' && !CHANGE_INPUT.test(String(props.type))))
    ) {
      // React's onChange fires on every keystroke: the DOM's `input`, not its `change`.
      key = 'onInput' in props ? 'onInputCapture' : 'onInput';
    } else if (name === 'onFocus' || name === 'onBlur') {
      // React's focus events bubble: a container hears its fields' focus.
      key = name === 'onFocus' ? 'onfocusin' : 'onfocusout';
    } else if (name === 'onDoubleClick') {
      key = 'ondblclick';
    } else if (!type.includes('-') && SVG_CAMEL.test(name)) {
      key = name.replace(/[A-Z0-9]/g, '-$&').toLowerCase();
    }
    renamed[key] = props[name];
  }
  return renamed;
}

let installed = false;

/** Installs React's DOM prop semantics on Preact's renderer, once per page. */
export function installReactDom(): void {
  if (installed) return;
  installed = true;
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === 'string')
      vnode.props = rename(vnode.type, vnode.props as Props) as VNode['props'];
    previous?.(vnode);
  };
}
