// Forced colours (Windows high contrast), emulated in Chromium: the system palette replaces every
// colour, so a rating told apart by colour alone would show five equal stars. Measured on the
// pixels of a screenshot, not on the CSS: a 3.5-star row must show its first three and a half
// stars unlike the rest, in colours 3:1 apart.
import { act, type ButtonHTMLAttributes } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { StarRating } from '../../src/components/reviews/StarRating.js';
import { contrastRatio, parseColorFunction, type Rgba } from '../../src/theme/color.js';
import '../../src/styles.css';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Turns Chromium's forced-colors emulation on or off (vitest.visual.config.ts). */
    emulateForcedColors: (active: boolean) => Promise<void>;
  }
}

declare global {
  // React's act() outside a test renderer.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let root: Root;
const host = document.createElement('div');

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  document.body.append(host);
  root = createRoot(host);
});
afterAll(() => {
  root.unmount();
  host.remove();
});
afterEach(() => commands.emulateForcedColors(false));

/** Three rows, large enough to count pixels in: empty, 3.5 and full. */
async function renderRows() {
  await act(() =>
    root.render(
      <div className="lk-widget" style={{ fontSize: 48, padding: 16, display: 'grid', gap: 16 }}>
        {[0, 3.5, 5].map((value) => (
          <div key={value} data-value={value}>
            <StarRating value={value} />
          </div>
        ))}
      </div>,
    ),
  );
}

/** A system colour as the page resolves it under the current emulation. */
function systemColour(name: 'Canvas' | 'CanvasText'): Rgba {
  const probe = document.createElement('span');
  probe.style.color = name;
  host.append(probe);
  const colour = parseColorFunction(getComputedStyle(probe).color);
  probe.remove();
  if (!colour) throw new Error(`cannot read ${name}`);
  return colour;
}

/** The pixels of a row's stars, from a screenshot. */
async function pixels(value: number): Promise<ImageData> {
  return picture(host.querySelector(`[data-value="${value}"] .lk-stars`)!);
}

/** The pixels of an element, from a screenshot. */
async function picture(element: Element): Promise<ImageData> {
  const base64 = await page.screenshot({ element, save: false });
  const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

/** The colour most pixels of an image have. */
function dominant(image: ImageData): Rgba {
  const counts = new Map<number, number>();
  for (let i = 0; i < image.data.length; i += 4) {
    const key = (image.data[i]! << 16) | (image.data[i + 1]! << 8) | image.data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [key] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return { r: key >> 16, g: (key >> 8) & 255, b: key & 255, a: 1 };
}

const colourAt = (image: ImageData, i: number): Rgba => ({
  r: image.data[i]!,
  g: image.data[i + 1]!,
  b: image.data[i + 2]!,
  a: 1,
});
const close = (a: Rgba, b: Rgba) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 48;

/** The pixels where `image` differs from `without` (the same button with its words hidden). */
function textPixels(image: ImageData, without: ImageData): Rgba[] {
  const out: Rgba[] = [];
  for (let i = 0; i < image.data.length; i += 4) {
    if (!close(colourAt(image, i), colourAt(without, i))) out.push(colourAt(image, i));
  }
  return out;
}

/** Within the box of the words, the share of pixels still in the button's face colour. */
function faceShareAround(image: ImageData, without: ImageData, face: Rgba): number {
  let [x0, y0, x1, y1] = [image.width, image.height, -1, -1];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      if (close(colourAt(image, i), colourAt(without, i))) continue;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  }
  let inFace = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++)
      if (close(colourAt(image, (y * image.width + x) * 4), face)) inFace++;
  }
  return inFace / Math.max(1, (x1 - x0 + 1) * (y1 - y0 + 1));
}

/** Per column, the share of pixels drawn in `ink` (within 25 % of it, channel by channel). */
function inkPerColumn(image: ImageData, ink: Rgba): number[] {
  const near = (i: number) =>
    Math.abs(image.data[i]! - ink.r) < 64 &&
    Math.abs(image.data[i + 1]! - ink.g) < 64 &&
    Math.abs(image.data[i + 2]! - ink.b) < 64;
  return Array.from({ length: image.width }, (_, x) => {
    let count = 0;
    for (let y = 0; y < image.height; y++) if (near((y * image.width + x) * 4)) count++;
    return count / image.height;
  });
}

describe('forced colours', () => {
  it('a 3.5-star rating shows three and a half stars unlike the empty ones', async () => {
    await renderRows();
    await commands.emulateForcedColors(true);
    await expect.poll(() => matchMedia('(forced-colors: active)').matches).toBe(true);

    const ink = systemColour('CanvasText');
    const paper = systemColour('Canvas');
    // The two colours the rows are drawn in are the shopper's own, and far apart.
    expect(contrastRatio(ink, paper)).toBeGreaterThanOrEqual(3);

    const images = await Promise.all([0, 3.5, 5].map(pixels));
    expect(images[1]!.width).toBe(images[2]!.width);
    const [e, h, f] = images.map((image) => inkPerColumn(image, ink));
    // The columns where a full star and an empty one differ (inside the stars, not the gaps),
    // and for each whether the 3.5 row draws it like the full star or like the empty one.
    const drawn = f!.flatMap((full, x) =>
      full - e![x]! > 0.2 ? [{ x, full: Math.abs(h![x]! - full) < Math.abs(h![x]! - e![x]!) }] : [],
    );
    expect(drawn.length, 'filled and empty stars look alike').toBeGreaterThan(f!.length * 0.3);
    // Three and a half of five stars' columns are drawn full…
    const asFull = drawn.filter((d) => d.full);
    expect(asFull.length / drawn.length).toBeCloseTo(0.7, 1);
    // …from the start of the row: every full column comes before every empty one.
    expect(Math.max(...asFull.map((d) => d.x))).toBeLessThan(
      Math.min(...drawn.filter((d) => !d.full).map((d) => d.x)),
    );
  });

  // Each toggle as its widget draws it (the stable classes and states of the style sheets), off
  // and on side by side: helpful vote, rating bar, store-wide scope, the current wishlist.
  it.each([
    ['a helpful vote', 'lk-helpful__button', { 'data-pressed': '' }],
    ['a rating bar that filters', 'lk-distribution__button', { 'data-pressed': '' }],
    [
      'the reviews scope',
      'lk-button lk-button--secondary lk-all-reviews__scope',
      { 'aria-pressed': true },
    ],
    ['the wishlist on show', 'lk-wishlist-lists__item', { 'aria-current': true }],
  ] satisfies [
    string,
    string,
    ButtonHTMLAttributes<HTMLButtonElement> & { 'data-pressed'?: '' },
  ][])('%s pressed stays unlike one that is not, its words legible', async (_, className, on) => {
    const label = (hidden?: boolean) => (
      <span style={hidden ? { visibility: 'hidden' } : {}}>Helpful (3)</span>
    );
    await act(() =>
      root.render(
        <div className="lk-widget" style={{ display: 'flex', gap: 16, padding: 16 }}>
          <button type="button" className={className} data-toggle="off">
            {label()}
          </button>
          <button type="button" className={className} data-toggle="on" {...on}>
            {label()}
          </button>
          <button type="button" className={className} data-toggle="blank" {...on}>
            {label(true)}
          </button>
        </div>,
      ),
    );
    await commands.emulateForcedColors(true);
    await expect.poll(() => matchMedia('(forced-colors: active)').matches).toBe(true);
    const [off, pressed, blank] = await Promise.all(
      ['off', 'on', 'blank'].map((t) => picture(host.querySelector(`[data-toggle="${t}"]`)!)),
    );
    // The face of each button (its most common colour) is 3:1 from the other's.
    const face = dominant(pressed!);
    expect(contrastRatio(dominant(off!), face)).toBeGreaterThanOrEqual(3);
    // Its words: where the pressed button differs from one without them, drawn 4.5:1 from the
    // face, on the face itself (between the letters), not on a box of their own.
    const words = textPixels(pressed!, blank!);
    expect(words.length).toBeGreaterThan(20);
    expect(Math.max(...words.map((c) => contrastRatio(c, face)))).toBeGreaterThanOrEqual(4.5);
    expect(faceShareAround(pressed!, blank!, face)).toBeGreaterThan(0.3);
  });
});
