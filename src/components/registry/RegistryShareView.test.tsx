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
  it('lets a gifter buy two items and never shows the registrant address', async () => {
    const user = userEvent.setup();
    seed();
    renderEngagement(<RegistryShareView shareToken="share-71" />);
    expect(
      await screen.findByRole('heading', { name: 'Gift registry of Ada Lovelace & William King' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Linen shirt')).toBeInTheDocument();
    expect(screen.getAllByText('2 still needed')).toHaveLength(2);
    expect(screen.getByText('All gifted')).toBeInTheDocument();
    expect(screen.queryByText(/St James Square/)).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /Ceramic mug/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create my order' }));
    expect(screen.getByText('Choose at least one gift.')).toBeInTheDocument();

    const shirt = screen.getByRole('spinbutton', { name: 'Quantity of Linen shirt to give' });
    await user.clear(shirt);
    await user.type(shirt, '1');
    const beanie = screen.getByRole('spinbutton', { name: 'Quantity of Wool beanie to give' });
    await user.clear(beanie);
    await user.type(beanie, '1');
    expect(screen.getByText('2 gifts chosen')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Your e-mail'), 'grace@example');
    await user.click(screen.getByRole('button', { name: 'Create my order' }));
    expect(screen.getByLabelText('Your e-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    await user.type(screen.getByLabelText('Your e-mail'), '.com');
    await user.type(screen.getByLabelText(/Note to the registrants/), 'Congratulations!');
    await user.click(screen.getByRole('button', { name: 'Create my order' }));

    const done = await screen.findByText(/Thank you! Your order \d+ is ready with 2 gifts./);
    expect(done).toHaveFocus();
    // The gifter goes on to the store's invoice page of that order to pay.
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

  it('caps a quantity at what is still needed', async () => {
    const user = userEvent.setup();
    seed();
    renderEngagement(<RegistryShareView shareToken="share-71" />);
    const beanie = await screen.findByRole('spinbutton', {
      name: 'Quantity of Wool beanie to give',
    });
    await user.clear(beanie);
    await user.type(beanie, '9');
    expect(beanie).toHaveValue(2);
  });

  it('shows the proxy refusing an order whose link no longer opens the registry', async () => {
    const user = userEvent.setup();
    seed();
    renderEngagement(<RegistryShareView shareToken="share-71" />);
    const shirt = await screen.findByRole('spinbutton', {
      name: 'Quantity of Linen shirt to give',
    });
    await user.type(shirt, '1');
    await user.type(screen.getByLabelText('Your name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Your e-mail'), 'grace@example.com');
    api.db.shares = {}; // the registrant deleted the registry, or the link expired
    await user.click(screen.getByRole('button', { name: 'Create my order' }));
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
