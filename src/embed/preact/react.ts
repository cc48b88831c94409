/* eslint-disable react-hooks/immutability -- preact/hooks useRef is a ref; the lint knows only React's */
// The embed's `react`: Preact's core and hooks, plus React's useSyncExternalStore (as
// preact/compat writes it). Nothing in the embed imports preact/compat; the full runtime adds
// the React DOM semantics its forms need itself (reactDom.ts, installed by full.tsx).
import { createContext, createElement, options, type ComponentType, type VNode } from 'preact';
import {
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'preact/hooks';
import { inTurn } from '../turns.js';

// Re-renders (data arriving, a click) are drawn in turns too: the dirty widgets of one moment
// render in tasks of a few ms each instead of Preact's one microtask for all of them.
options.debounceRendering = inTurn;

export { Component, Fragment, createContext, createElement, isValidElement } from 'preact';
export {
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}

const changed = <T>(store: Store<T>) => {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
};

/** React's useSyncExternalStore on Preact hooks (the shim preact/compat ships). */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  const store = useRef<Store<T>>({ value, getSnapshot });
  const [, rerender] = useState(0);
  useLayoutEffect(() => {
    store.current.value = value;
    store.current.getSnapshot = getSnapshot;
    if (changed(store.current)) rerender((n) => n + 1);
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    const check = () => {
      if (changed(store.current)) rerender((n) => n + 1);
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}

const FORWARDED = Symbol.for('loyalkit.forwardRef');
let forwarding = false;

/**
 * React's forwardRef on Preact (as preact/compat does it, without loading compat): a vnode
 * hook hands a forwarded component its `ref` as a prop instead of attaching it to the component.
 */
export function forwardRef<T, P>(
  render: (props: P, ref: { current: T | null } | ((value: T | null) => void) | null) => unknown,
) {
  if (!forwarding) {
    forwarding = true;
    const previous = options.vnode;
    options.vnode = (vnode: VNode) => {
      const type = vnode.type as unknown as Record<symbol, unknown> | string;
      if (typeof type === 'function' && type[FORWARDED] && vnode.ref) {
        (vnode.props as { ref?: unknown }).ref = vnode.ref;
        vnode.ref = null;
      }
      previous?.(vnode);
    };
  }
  function Forwarded(props: P & { ref?: never }) {
    const { ref = null, ...rest } = props as P & { ref?: never };
    return render(rest as P, ref);
  }
  (Forwarded as unknown as Record<symbol, boolean>)[FORWARDED] = true;
  return Forwarded;
}

type Loaded<P> = { default: ComponentType<P> };

/**
 * React's lazy without preact/compat's Suspense machinery: the component renders nothing until
 * its code has arrived, then itself (what `<Suspense fallback={null}>` shows in React). A failed
 * load is thrown while rendering, for the nearest error boundary.
 */
export function lazy<P>(load: () => Promise<Loaded<P>>) {
  let loaded: ComponentType<P> | undefined;
  let failed: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then(
      (m) => void (loaded = m.default),
      (error: unknown) => void (failed = { error }),
    ));
  return function Lazy(props: P) {
    const [, rerender] = useState(0);
    useEffect(() => {
      if (loaded || failed) return;
      let live = true;
      void start().then(() => live && rerender((n) => n + 1));
      return () => void (live = false);
    }, []);
    if (failed) throw failed.error;
    return loaded ? createElement(loaded as ComponentType<object>, props as object) : null;
  };
}

/**
 * React's Suspense for the embed's `lazy` above, which never suspends: it shows its children
 * (a lazy child is empty until it loads, as the `fallback={null}` the widgets use).
 */
export function Suspense({ children }: { children?: unknown; fallback?: unknown }) {
  return children;
}

/** For `import React from 'react'` (zustand's hook, in the full runtime only). */
export default {
  createContext,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
};
