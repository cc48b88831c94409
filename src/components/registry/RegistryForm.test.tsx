import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, loadCatalog } from '../../i18n/index.js';
import { makeAddress, makeGiftRegistry } from '../../mocks/index.js';
import { RegistryForm } from './RegistryForm.js';

// The form is long: typing every field takes seconds in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

describe('RegistryForm', () => {
  it('prefills a new registry from the first saved address and submits API-shaped bodies', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <RegistryForm
        addresses={[
          makeAddress({ city: 'Paris' }),
          makeAddress({ firstName: 'Grace', city: 'Arlington' }),
        ]}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByLabelText('City')).toHaveValue('Paris');
    await user.selectOptions(screen.getByLabelText('Occasion'), 'Baby');
    await user.type(screen.getByLabelText('Registry title'), 'Baby Lovelace');
    await user.type(screen.getByLabelText('Event date'), '2026-03-14');
    await user.selectOptions(screen.getByLabelText('Use a saved address'), '1');
    expect(screen.getByLabelText('City')).toHaveValue('Arlington');
    await user.click(screen.getByRole('button', { name: 'Add a co-registrant' }));
    await user.type(screen.getByLabelText('Co-registrant 1 first name'), 'Charles');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      giftRegistry: { typeId: 2, title: 'Baby Lovelace', date: '2026/03/14' },
      giftRegistrant: expect.objectContaining({
        firstName: 'Grace',
        city: 'Arlington',
        coRegistrants: [{ firstName: 'Charles', lastName: '' }],
      }),
    });
  });

  it('names the missing fields instead of submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<RegistryForm addresses={[]} onSubmit={onSubmit} onCancel={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Registry title')).toHaveAccessibleDescription(
      'Fill in this field.',
    );
    expect(screen.getByLabelText('Event date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits an existing registry with its date in the date input', () => {
    const registry = makeGiftRegistry({ title: 'Ada & William', date: '2025/09/20' });
    render(
      <RegistryForm registry={registry} addresses={[]} onSubmit={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getByLabelText('Registry title')).toHaveValue('Ada & William');
    expect(screen.getByLabelText('Event date')).toHaveValue('2025-09-20');
    expect(screen.getByLabelText('Co-registrant 1 first name')).toHaveValue('William');
  });
});

describe('the registrant’s country', () => {
  it('is one choice from a list, which gives the API both the name and the code', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <RegistryForm
        addresses={[makeAddress({ country: 'United States', countryCode: 'US' })]}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    // No free-text boxes for a country and its code: a select, prefilled from the address.
    expect(screen.queryByRole('textbox', { name: /Country/ })).not.toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('US');
    await user.selectOptions(country, 'Canada');
    await user.type(screen.getByLabelText('Registry title'), 'Our home');
    await user.type(screen.getByLabelText('Event date'), '2026-03-14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        giftRegistrant: expect.objectContaining({ country: 'Canada', countryCode: 'CA' }),
      }),
    );
  });

  it('names the countries in the shopper’s language, in its order', async () => {
    await loadCatalog('fr');
    render(
      <I18nProvider locale="fr" currency="EUR">
        <RegistryForm addresses={[]} onSubmit={vi.fn()} onCancel={vi.fn()} />
      </I18nProvider>,
    );
    const names = [...screen.getByRole('combobox', { name: 'Pays' }).querySelectorAll('option')]
      .map((o) => o.textContent ?? '')
      .filter((n) => n !== '—');
    expect(names).toContain('Allemagne');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });
});
