import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

/** An async read's state: loading, its data, or its error. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` when `deps` change and keeps its state; `reload` runs it again (after a write) and
 * resolves once the new data is shown. The extensions carry no query library (a UI extension has
 * 64 KB): each screen reads a few resources once and reloads them after its own writes.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
): [Loaded<T>, () => Promise<void>] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    let current = true;
    const settle = (next: Loaded<T>) => {
      if (!current) return;
      setState(next);
      for (const done of waiting.current.splice(0)) done();
    };
    load().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` say when to load again
  }, [...deps, round]);
  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setRound((n) => n + 1);
      }),
    [],
  );
  return [state, reload];
}
