import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEngagement, setupEngagementServer } from '../../../test/helpers/renderEngagement.js';
import { makeGiftRegistry, makeRegistryItem } from '../../mocks/index.js';
import { AddToRegistryButton } from './AddToRegistryButton.js';
import { RegistryManager } from './RegistryManager.js';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

const { api } = setupEngagementServer();

describe('RegistryManager', () => {
  it('creates a registry with the address prefilled from the saved one', async () => {
    const user = userEvent.setup();
    api.db.registries = [];
    renderEngagement(<RegistryManager />);
    expect(await screen.findByText('You have no gift registry yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a registry' }));
    const dialog = screen.getByRole('dialog', { name: 'New gift registry' });
    expect(within(dialog).getByLabelText('Street address')).toHaveValue('12 St James Square');
    await user.selectOptions(within(dialog).getByLabelText('Occasion'), 'Birthday');
    await user.type(within(dialog).getByLabelText('Registry title'), 'Ada turns 30');
    await user.type(within(dialog).getByLabelText('Event date'), '2026-12-10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Ada turns 30' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.db.registries[0]).toMatchObject({
      typeId: 3,
      title: 'Ada turns 30',
      date: '2026/12/10',
      registrant: { firstName: 'Ada', city: 'London' },
    });
    expect(screen.getByText(/Birthday on Dec 10, 2026/)).toBeInTheDocument();
  });

  it('edits the quantity wanted and tag of an item, and moves it to another registry', async () => {
    const user = userEvent.setup();
    api.db.registries = [
      makeGiftRegistry({ id: 71, items: [makeRegistryItem({ id: 711, quantity: 2 })] }),
      makeGiftRegistry({ id: 72, title: 'Baby shower', typeId: 2 }),
    ];
    renderEngagement(<RegistryManager />);
    // "Edit" is the card's one button; move and remove are in its menu.
    await user.click(await screen.findByRole('button', { name: 'Edit Linen shirt' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Linen shirt' });
    const quantity = within(dialog).getByRole('spinbutton', {
      name: 'Quantity wanted of Linen shirt',
    });
    expect(screen.getByRole('progressbar', { name: 'none purchased' })).toHaveAttribute(
      'aria-valuetext',
      '2 wanted, 0 purchased',
    );
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.type(screen.getByLabelText('Tag for Linen shirt'), 'kitchen');
    await user.click(within(dialog).getByRole('button', { name: 'Update Linen shirt' }));
    expect(await screen.findByText('Linen shirt updated.')).toBeInTheDocument();
    expect(api.db.registries[0]?.items[0]).toMatchObject({ quantity: 5, tag: 'kitchen' });
    expect(await screen.findByText('kitchen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More actions for Linen shirt' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to Baby shower' }));
    expect(await screen.findByText('Linen shirt moved to Baby shower.')).toBeInTheDocument();
    await waitFor(() => expect(api.db.registries[1]?.items).toHaveLength(1));
  });

  it('deletes a registry only after confirmation', async () => {
    const user = userEvent.setup();
    renderEngagement(<RegistryManager />);
    await user.click(await screen.findByRole('button', { name: 'More actions for Ada & William' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete registry' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Ada & William”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no gift registry yet.')).toBeInTheDocument();
    expect(api.db.registries).toHaveLength(0);
  });

  it('makes a share link for gifters, shows it short and copies it whole', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const long = 'k'.repeat(240);
    const full = `https://shop.test/pages/registry?share=share-71${long}`;
    renderEngagement(
      <RegistryManager
        shareUrl={(token) => `https://shop.test/pages/registry?share=${token}${long}`}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Get share link' }));
    const link = await screen.findByRole('link', { name: /^shop\.test\/pages\/registry/ });
    expect(link).toHaveAttribute('href', full);
    expect(link).toHaveTextContent('shop.test/pages/registry?share=share-…kkkk');
    expect(link).toHaveAccessibleDescription('Share link');
    await user.click(screen.getByRole('button', { name: 'Copy share link' }));
    expect(writeText).toHaveBeenCalledWith(full);
    // Said on the button and announced.
    expect(screen.getByRole('button', { name: /Copied to clipboard/ })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Copied to clipboard')).toBe(
      true,
    );
  });

  it('asks a guest to sign in', async () => {
    api.db.customer = null;
    renderEngagement(<RegistryManager signInUrl="/account/login" />);
    expect(
      await screen.findByText(/Sign in to create and manage gift registries/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account/login');
  });
});

describe('AddToRegistryButton', () => {
  it('adds a product with a quantity to the chosen registry and then says it is there', async () => {
    const user = userEvent.setup();
    api.db.registries = [
      makeGiftRegistry({ id: 71 }),
      makeGiftRegistry({ id: 72, title: 'Baby shower', typeId: 2 }),
    ];
    renderEngagement(<AddToRegistryButton productId={3} productTitle="Ceramic mug" />);
    await user.click(await screen.findByRole('button', { name: 'Add to registry' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Ceramic mug to a registry' });
    await user.selectOptions(await within(dialog).findByLabelText('Registry'), 'Baby shower');
    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Ceramic mug added to Baby shower.')).toBeInTheDocument();
    expect(api.db.registries[1]?.items[0]).toMatchObject({ productId: 3, quantity: 3 });
    expect(await screen.findByText('Already in 1 registry')).toBeInTheDocument();
  });
});
