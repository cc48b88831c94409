import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { errorFor, makeCustomer } from '../../mocks/index.js';
import {
  insideViewport,
  overlaps,
  sidewaysOverflow,
  watchLayoutShift,
} from '../../testing/layoutMeasure.js';
import {
  guestSeed,
  mockStory,
  richCustomerSeed,
  withLoyalty,
} from '../../testing/loyaltyStoryKit.js';
import { onPhone } from '../../testing/viewports.js';
import { RewardsLauncher } from './RewardsLauncher.js';

/**
 * A theme's page around the launcher: text, a sticky cookie bar along the bottom and a chat
 * bubble in the right corner, the two things a floating button most often lands on.
 */
const withThemePage: Decorator = (Story) => (
  <div style={{ minBlockSize: '160vh', fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>
    <h1 style={{ fontSize: 24 }}>Wool Beanie</h1>
    <p>A warm beanie in merino wool, knitted in Portugal.</p>
    <div
      data-testid="cookie-bar"
      role="region"
      aria-label="Cookies"
      style={{
        position: 'fixed',
        insetInline: 0,
        insetBlockEnd: 0,
        blockSize: 72,
        background: '#222',
        color: '#fff',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 16,
      }}
    >
      <span>We use cookies.</span>
      <button type="button">Accept</button>
    </div>
    <button
      type="button"
      data-testid="chat"
      aria-label="Chat with us"
      style={{
        position: 'fixed',
        insetInlineEnd: 16,
        insetBlockEnd: 84,
        inlineSize: 56,
        blockSize: 56,
        borderRadius: '50%',
        border: 0,
        background: '#0b6b4f',
        color: '#fff',
      }}
    >
      ?
    </button>
    <Story />
  </div>
);

// Started before each render (beforeEach), read by the play function: shifts while data loads.
let shifts: ReturnType<typeof watchLayoutShift> | undefined;
const watchShifts = () => {
  shifts = watchLayoutShift();
};

const meta = {
  title: 'Loyalty/RewardsLauncher',
  component: RewardsLauncher,
  decorators: [withLoyalty, withThemePage],
  args: { joinUrl: '/account/register', signInUrl: '/account/login' },
  argTypes: {
    earnLinks: { control: false },
    side: { control: 'inline-radio', options: ['right', 'left'] },
    offsetX: { control: { type: 'range', min: 0, max: 96, step: 4 } },
    offsetY: { control: { type: 'range', min: 0, max: 240, step: 4 } },
    // The paths a store hides it on, ticked from the usual ones.
    hideOn: { control: 'check', options: ['/cart', '/checkouts/*', '/pages/rewards*', '/account'] },
    path: { control: 'select', options: ['/', '/cart', '/pages/rewards', '/account'] },
    onApplyDiscount: { control: false },
  },
} satisfies Meta<typeof RewardsLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer: the balance in the bottom-right corner. */
export const Customer: Story = { ...mockStory(), args: { offsetY: 156 }, tags: ['visual-matrix'] };

/** A guest: "Join & earn"; the drawer explains the program. */
export const Guest: Story = { ...mockStory(guestSeed), args: { offsetY: 156 } };

/** A large balance still fits the corner. */
export const RichCustomer: Story = { ...mockStory(richCustomerSeed), args: { offsetY: 156 } };

/** The balance failed: the button reads "Rewards" and the drawer explains. */
export const Unavailable: Story = {
  ...mockStory({}, { overrides: [errorFor('getCustomer', 404, 'not_found')] }),
  args: { offsetY: 156 },
};

/**
 * On a 390 px phone, in the left corner above the cookie bar: it covers neither the bar nor the
 * chat bubble, stays on screen, is a 44 px target, adds no sideways scroll and no layout shift.
 */
export const PhoneAboveCookieBar: Story = {
  ...onPhone(mockStory({ customer: makeCustomer({ pointsBalance: 4526 }) })),
  args: { side: 'left', offsetY: 88 },
  beforeEach: watchShifts,
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole('button', { name: /4,526 points/ });
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(390);
    const box = button.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(insideViewport(button)).toBe(true);
    await expect(overlaps(button, canvas.getByTestId('cookie-bar'))).toBe(false);
    await expect(overlaps(button, canvas.getByTestId('chat'))).toBe(false);
    await expect(box.left).toBeLessThan(390 / 2);
    await expect(sidewaysOverflow()).toBe(0);
    await expect(await shifts!.stop()).toBe(0);
  },
};

/** Right-to-left: the "right" corner is the inline end, so it mirrors to the left. */
export const Arabic: Story = {
  ...mockStory(richCustomerSeed, { locale: 'ar', currency: 'SAR' }),
  tags: ['visual-rtl'],
  args: { offsetY: 156 },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: /المكافآت/ });
    await waitFor(() => expect(button.getBoundingClientRect().left).toBeLessThan(200));
  },
};

/** French, in euros. */
export const French: Story = {
  ...mockStory(richCustomerSeed, { locale: 'fr', currency: 'EUR' }),
  args: { offsetY: 156 },
};
