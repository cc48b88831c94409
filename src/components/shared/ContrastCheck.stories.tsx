import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { expect, spyOn, waitFor } from 'storybook/test';
import { checkWidgetContrast } from '../../embed/contrastCheck.js';
import { checkContrast, describeContrast } from '../../theme/contrast.js';
import { readPalette } from '../../theme/readPalette.js';
import { StarRating } from '../reviews/StarRating.js';
import { Button } from './Button.js';
import { ProgressBar } from './ProgressBar.js';

/** The colours a merchant sets in the theme editor (each a `--lk-color-*` token). */
interface PaletteProps {
  /** `--lk-color-text`: headings and body text. */
  text?: string;
  /** `--lk-color-muted`: dates, hints, counts. */
  muted?: string;
  /** `--lk-color-surface`: the widgets' background. */
  surface?: string;
  /** `--lk-color-accent`: buttons, links, progress. */
  accent?: string;
  /** `--lk-color-accent-contrast`: the text on accent buttons. */
  accentContrast?: string;
  /** `--lk-color-star`: filled stars. */
  star?: string;
  /** `--lk-color-focus`: the keyboard focus ring. */
  focus?: string;
}

const TOKEN: Record<keyof PaletteProps, string> = {
  text: '--lk-color-text',
  muted: '--lk-color-muted',
  surface: '--lk-color-surface',
  accent: '--lk-color-accent',
  accentContrast: '--lk-color-accent-contrast',
  star: '--lk-color-star',
  focus: '--lk-color-focus',
};

/**
 * Widget parts in a merchant's colours, and under them what the contrast check says: the lines
 * the embed logs to the console (once per page and palette) and the theme editor shows above the
 * block. Empty colours keep the widgets' defaults.
 */
function ContrastDemo(props: PaletteProps) {
  const themed = useRef<HTMLDivElement>(null);
  const [failing, setFailing] = useState<string[] | null>(null);
  const key = JSON.stringify(props);
  useEffect(() => {
    const el = themed.current;
    if (!el) return;
    // The same reading and check as the embed's, on the colours the browser resolved.
    setFailing(
      checkContrast(readPalette(el))
        .filter((r) => !r.pass)
        .map(describeContrast),
    );
    checkWidgetContrast(el);
  }, [key]);
  const style = Object.fromEntries(
    Object.entries(props).flatMap(([k, v]) => (v ? [[TOKEN[k as keyof PaletteProps], v]] : [])),
  ) as CSSProperties;
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <div
        ref={themed}
        className="lk-widget"
        style={{ ...style, background: 'var(--_lk-surface)', padding: 16, borderRadius: 10 }}
      >
        <h3 style={{ marginBlock: '0 4px' }}>Wool beanie</h3>
        <p style={{ margin: 0, color: 'var(--_lk-muted)' }}>128 reviews · 3 days ago</p>
        <p style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <StarRating value={3.5} />
          <a href="#reviews" style={{ color: 'var(--_lk-accent)' }}>
            Read the reviews
          </a>
        </p>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBlockEnd: 16 }}>
          <Button>Add to wishlist</Button>
          <Button variant="secondary">Ask a question</Button>
        </div>
        <ProgressBar value={350} max={500} label="$5 off your order" valueText="150 points to go" />
      </div>
      <section aria-label="Contrast check" role="status">
        {failing === null ? null : failing.length === 0 ? (
          <p>Every pair meets its WCAG 2.2 AA minimum.</p>
        ) : (
          <>
            <p>
              <strong>The console warns: these colours are too faint for some shoppers.</strong>
            </p>
            <ul>
              {failing.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

const colour = { control: 'color' } as const;

const meta = {
  title: 'Design system/Contrast check',
  component: ContrastDemo,
  argTypes: {
    text: colour,
    muted: colour,
    surface: colour,
    accent: colour,
    accentContrast: colour,
    star: colour,
    focus: colour,
  },
} satisfies Meta<typeof ContrastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Catches the console's warning, and lets it through again after the story. */
function watchWarnings() {
  const warn = spyOn(console, 'warn');
  return () => warn.mockRestore();
}

/**
 * A pale palette a merchant might pick to match a soft brand: grey text, a yellow button with
 * white text, light stars and focus ring. Each pair under its minimum is named with its ratio;
 * the console gets the same lines once. (axe would fail it too: the failure is the point here.)
 */
export const FailingPalette: Story = {
  args: {
    text: '#8a8a8a',
    muted: '#b0b0b0',
    accent: '#f2c94c',
    accentContrast: '#ffffff',
    star: '#e6d58a',
    focus: '#c8d7f5',
  },
  parameters: { a11y: { test: 'off' } },
  beforeEach: watchWarnings,
  play: async ({ canvas }) => {
    const report = await canvas.findByRole('status', { name: 'Contrast check' });
    await waitFor(() => expect(report.querySelectorAll('li').length).toBeGreaterThan(0));
    await expect(report).toHaveTextContent(
      'Text on the background: --lk-color-text #8a8a8a on --lk-color-surface #ffffff is 3.45:1; WCAG 2.2 AA (1.4.3) asks at least 4.5:1.',
    );
    await expect(report).toHaveTextContent(
      'Button text on the accent: --lk-color-accent-contrast #ffffff on --lk-color-accent #f2c94c is 1.58:1; WCAG 2.2 AA (1.4.3) asks at least 4.5:1.',
    );
    await expect(report).toHaveTextContent(/Filled stars: .* asks at least 3:1\./);
    await expect(report).toHaveTextContent(/Keyboard focus ring: .* asks at least 3:1\./);
    // One console warning for the palette, naming the same pairs.
    await waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1));
    const [message] = (console.warn as unknown as { mock: { calls: string[][] } }).mock.calls[0]!;
    await expect(message).toContain('Text on the background: --lk-color-text #8a8a8a');
    await expect(message).toContain('asks at least 4.5:1');
  },
};

/** The widgets' defaults: every pair passes, and the console stays quiet. */
export const Defaults: Story = {
  beforeEach: watchWarnings,
  play: async ({ canvas }) => {
    const report = await canvas.findByRole('status', { name: 'Contrast check' });
    await expect(report).toHaveTextContent('Every pair meets its WCAG 2.2 AA minimum.');
    await expect(console.warn).not.toHaveBeenCalled();
  },
};

/** The toolbar's dark theme: a palette that passes on a dark surface. */
export const DarkTheme: Story = {
  ...Defaults,
  globals: { theme: 'dark' },
};
