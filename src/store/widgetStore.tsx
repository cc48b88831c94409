import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

/** What `createWidgetStore` returns: a provider that owns one store, and hooks to read it. */
export interface WidgetStore<S, P extends object> {
  /** Creates the store once per mounted instance, initialised from its props. */
  Provider: (props: P & { children?: ReactNode }) => ReactNode;
  /** Selects from the nearest instance's store; throws outside its provider. */
  useWidgetStore: <T>(selector: (state: S) => T) => T;
  /** The nearest instance's store API (for effects and callbacks). */
  useWidgetStoreApi: () => StoreApi<S>;
}

/**
 * A store per widget instance through context (zustand's "initialize state with props"): two
 * widgets on one page never share state by accident, because no store lives at module level.
 */
export function createWidgetStore<S, P extends object = object>(
  name: string,
  init: (props: P) => StateCreator<S>,
): WidgetStore<S, P> {
  const Context = createContext<StoreApi<S> | null>(null);
  Context.displayName = `${name}Store`;

  function Provider(props: P & { children?: ReactNode }): ReactNode {
    // `init` reads the props it knows; `children` among them is no state.
    const [store] = useState(() => createStore<S>()(init(props)));
    return <Context value={store}>{props.children}</Context>;
  }

  function useWidgetStoreApi(): StoreApi<S> {
    const store = useContext(Context);
    if (!store) throw new Error(`${name} store hooks must be used inside <${name}.Provider>.`);
    return store;
  }

  function useWidgetStore<T>(selector: (state: S) => T): T {
    return useStore(useWidgetStoreApi(), selector);
  }

  return { Provider, useWidgetStore, useWidgetStoreApi };
}
