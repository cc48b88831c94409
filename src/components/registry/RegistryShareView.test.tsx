import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEngagement, setupEngagementServer } from '../../../test/helpers/renderEngagement.js';
import { makeGiftRegistry, makeRegistryItem } from '../../mocks/index.js';
import { RegistryShareView } from './RegistryShareView.js';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

const { api } = setupEngagementServer();

function seed() {
  api.db.customer = null; // a gifter is usually a guest
  api.db.registries = [
    makeGiftRegistry({
      id: 71,
      items: [
        makeRegistryItem({ id: 711, productId: 1, variantId: 101, quantity: 2 }),
        makeRegistryItem({
          id: 712,
          productId: 2,
          variantId: 202,
          quantity: 3,
          purchasedAmount: 1,
        }),
        makeRegistryItem({
          id: 713,
          productId: 3,
          variantId: 301,
          quantity: 1,
          purchasedAmount: 1,
        }),
      ],
    }),
  ];
  api.db.shares = { 'share-71': 71 };
}

describe('RegistryShareView', () => {
  it('lists the gifts as products to buy and never shows the registrant address', async () => {
    const user = userEvent.setup();
    seed();
    renderEngagement(<RegistryShareView shareToken="share-71" />);
    expect(
      await screen.findByRole('heading', { name: 'Gift registry of Ada Lovelace & William King' }),
    ).toBeInTheDocument();
    // Each gift links to its product page, with how many are still needed.
    expect(await screen.findByRole('link', { name: 'Linen shirt' })).toHaveAttribute(
      'href',
      '/products/linen-shirt',
    );
    expect(screen.getAllByText('2 still needed')).toHaveLength(2);
    expect(screen.getByText('All gifted')).toBeInTheDocument();
    expect(screen.queryByText(/St James Square/)).not.toBeInTheDocument();
    // No quantity boxes nor order form before a gift is chosen: a list with a buy step.
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ceramic mug/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy this gift: Linen shirt' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Linen shirt to give' })).toHaveValue(
      1,
    );
    await user.click(screen.getByRole('button', { name: 'Buy this gift: Wool beanie' }));
    expect(screen.getByText('2 gifts chosen')).toBeInTheDocument();
    expect(screen.getByText(/^Total \$\d/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Your e-mail'), 'grace@example');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByLabelText('Your e-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    await user.type(screen.getByLabelText('Your e-mail'), '.com');
    await user.type(screen.getByLabelText(/Note to the registrants/), 'Congratulations!');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    // The draft order is not a purchase yet: what is left is to pay, no "order is ready".
    const done = await screen.findByText(
      'Almost there! Pay to send your 2 gifts to Ada Lovelace & William King.',
    );
    expect(done).toHaveFocus();
    expect(screen.queryByText(/order/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay for your gifts' })).toHaveAttribute(
      'href',
      api.db.draftOrders[0]?.invoiceUrl,
    );
    expect(api.db.draftOrders[0]).toMatchObject({
      giftRegistryId: 71,
      lines: [
        { productId: 1, variantId: 101, quantity: 1 },
        { productId: 2, variantId: 202, quantity: 1 },
      ],
      customerName: 'Grace Hopper',
      customerEmail: 'grace@example.com',
      note: 'Congratulations!',
    });
  });

  it('steps a quantity up to what is still needed and back to the buy button', async () => {
    const user = userEvent.setup();
    seed();
    renderEngagement(<RegistryShareView shareToken="share-71" />);
    await user.click(await screen.findByRole('button', { name: 'Buy this gift: Wool beanie' }));
    const more = screen.getByRole('button', { name: 'One more Wool beanie' });
    await user.click(more);
    const beanie = screen.getByRole('spinbutton', { name: 'Quantity of Wool beanie to give' });
    expect(beanie).toHaveValue(2);
    expect(more).toBeDisabled();
    await user.clear(beanie);
    await user.type(beanie, '9');
    expect(beanie).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'One fewer Wool beanie' }));
    await user.click(screen.getByRole('button', { name: 'One fewer Wool beanie' }));
    expect(screen.getByRole('button', { name: 'Buy this gift: Wool beanie' })).toBeInTheDocument();
    // Nothing chosen: no basket line and no details to fill in, the list reads as a list.
    expect(screen.queryByText(/chosen/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('shows the proxy refusing an order whose link no longer opens the registry', async () => {
    const user = userEvent.setup();
    seed();
    renderEngagement(<RegistryShareView shareToken="share-71" />);
    await user.click(await screen.findByRole('button', { name: 'Buy this gift: Linen shirt' }));
    await user.type(screen.getByLabelText('Your name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Your e-mail'), 'grace@example.com');
    api.db.shares = {}; // the registrant deleted the registry, or the link expired
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that.');
    expect(api.db.draftOrders).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Pay for your gifts' })).not.toBeInTheDocument();
  });

  it('says when a share link is not valid', async () => {
    seed();
    renderEngagement(<RegistryShareView shareToken="nope" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that.');
  });
});
