// After each story has rendered and played (vitest.visual.config.ts), its picture is compared with
// the approved one. What would make two runs draw different pixels is pinned first: the font, the
// clock, motion, the caret, and the moment of the picture (once the page has stopped changing).
import { afterEach, beforeAll, beforeEach, expect, inject, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { FIXED_NOW } from '../../src/mocks/index.js';
import { pictureName } from './names.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The matrix variant of this project: the folder its pictures live in. */
    visualVariant: string;
  }
}
declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Records that a picture was compared (vitest.visual.config.ts). */
    visualSeen: (name: string) => Promise<void>;
  }
}

/**
 * One font for every script the stories show (DejaVu Sans: Latin, Arabic, Hebrew; IPAGothic:
 * Japanese; both installed by .ci/run), no motion, no caret, and a page at least a screen high so
 * a fixed launcher or an open dialog is inside the picture.
 */
const DETERMINISTIC_CSS = `
  *, *::before, *::after {
    font-family: 'DejaVu Sans', 'IPAGothic', sans-serif !important;
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    transition: none !important;
    caret-color: transparent !important;
    scroll-behavior: auto !important;
  }
  body { min-block-size: 100vh; margin: 0; }
`;

/** Requests on their way (by number: their start times), and when the last started or ended. */
const inFlight = new Map<number, number>();
let requests = 0;
let lastRequestEvent = 0;

beforeAll(() => {
  const style = document.createElement('style');
  style.dataset.visual = '';
  style.textContent = DETERMINISTIC_CSS;
  document.head.append(style);
  // The widgets' calls to the mock proxy, counted: the picture waits for the answers.
  const fetch = globalThis.fetch;
  globalThis.fetch = (...args) => {
    const id = ++requests;
    lastRequestEvent = performance.now();
    inFlight.set(id, lastRequestEvent);
    return fetch(...args).finally(() => {
      inFlight.delete(id);
      lastRequestEvent = performance.now();
    });
  };
});

beforeEach(() => {
  // "3 days ago", "expires in 12 days", a registry's event date: every clock reads the fixtures'
  // day, and runs on from there (timers stay real).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(FIXED_NOW), shouldAdvanceTime: true });
});

/** A request this old is a story's never-answered one (a loading state), not one to wait for. */
const STALLED_MS = 2500;

/**
 * Resolves once the page has settled: no request on its way (but a stalled one), and neither the
 * page nor the network changed for `quiet` ms; then images decoded. Gives up after `timeout` ms.
 */
async function settled(quiet = 500, timeout = 10_000): Promise<void> {
  await document.fonts.ready;
  const start = performance.now();
  let lastMutation = performance.now();
  const observer = new MutationObserver(() => (lastMutation = performance.now()));
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const busy = () => {
    const now = performance.now();
    const waiting = [...inFlight.values()].some((t) => now - t < STALLED_MS);
    return waiting || now - Math.max(lastMutation, lastRequestEvent) < quiet;
  };
  try {
    while (busy() && performance.now() - start < timeout) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    observer.disconnect();
  }
  // A lazy image below the window would load only when scrolled to (and decode() wait forever):
  // the picture shows every image, so each loads now, the broken ones given a moment to fail.
  const images = [...document.images];
  for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
  const moment = () => new Promise((resolve) => setTimeout(resolve, 2000));
  await Promise.all(
    images.map((img) => Promise.race([img.decode().catch(() => undefined), moment()])),
  );
}

/**
 * The part of the page to picture: an open dialog (it sits in the top layer, above the page), the
 * whole page when something is fixed to the window (a launcher), else the story's themed frame.
 */
function subject(): Element {
  // The story's own frame: the last one, should an earlier story's still be on its way out.
  const frame = [...document.querySelectorAll('.lk-story-theme')].at(-1);
  const dialog = document.querySelector('dialog[open]');
  if (dialog) return dialog;
  const fixed = [...(frame?.querySelectorAll('*') ?? [])].some(
    (el) => getComputedStyle(el).position === 'fixed',
  );
  return fixed || !frame ? document.body : frame;
}

afterEach(async (ctx) => {
  const story = (ctx as { story?: { id: string } }).story;
  try {
    if (!story) return;
    const name = pictureName(`${inject('visualVariant')}/${story.id}`);
    // Recorded even when the story failed: its approved picture is still its own.
    await commands.visualSeen(name);
    if (ctx.task.result?.state === 'fail') return;
    await settled();
    const target = subject();
    // Only what is inside the window is painted: a story taller than it gets a taller window
    // (not one beside an open dialog or a fixed launcher, which size themselves to it).
    const bottom = Math.ceil(target.getBoundingClientRect().bottom + scrollY);
    if (target.matches('.lk-story-theme') && bottom > innerHeight) {
      await page.viewport(innerWidth, bottom);
      await settled(200);
    }
    await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
  } finally {
    vi.useRealTimers();
  }
});
