import { useEffect, useState, useSyncExternalStore } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';
const reduceQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCE)
    : undefined;
const subscribe = (onChange: () => void) => {
  const list = reduceQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/**
 * Whether the shopper asked for less motion. The same few lines as `useMediaQuery`, kept here on
 * purpose: sharing that module with the product page's reviews chunk made the bundler split it
 * into a chunk of its own, one more download on every product page.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reduceQuery()?.matches ?? false,
    () => false,
  );
}

/** What moves a carousel, and why it is still. */
export interface CarouselState {
  index: number;
  /** The shopper's play/pause choice (starts paused under reduced motion). */
  playing: boolean;
  /** Whether slides advance on their own right now (playing, not hovered, not focused). */
  rotating: boolean;
  next(): void;
  previous(): void;
  togglePlaying(): void;
  /** Pointer over the carousel: rotation waits. */
  setHovered(hovered: boolean): void;
  /** Keyboard focus inside the carousel: rotation waits. */
  setFocused(focused: boolean): void;
}

/**
 * Slide index and auto-advance of a carousel (WCAG 2.2.2): it advances every `intervalMs` only
 * while playing, with no pointer over it and no focus in it; it never starts on its own when the
 * shopper prefers reduced motion.
 */
export function useCarousel(total: number, intervalMs: number): CarouselState {
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ?? !reduced;
  const rotating = playing && !hovered && !focused && total > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % total), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, total, intervalMs]);
  // A shorter list (a filter, a refetch) keeps the index on a slide that exists.
  const current = total > 0 ? Math.min(index, total - 1) : 0;
  return {
    index: current,
    playing,
    rotating,
    next: () => setIndex((current + 1) % Math.max(total, 1)),
    previous: () => setIndex((current - 1 + total) % Math.max(total, 1)),
    togglePlaying: () => setChoice(!playing),
    setHovered,
    setFocused,
  };
}
