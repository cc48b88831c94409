import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Badge } from './Badge.js';
import { Button, IconButton } from './Button.js';
import { EmptyState } from './EmptyState.js';
import { Icon, type IconName } from './icons.js';
import { Menu } from './Menu.js';
import { ProgressBar } from './ProgressBar.js';
import { SelectField } from './SelectField.js';
import { TextField } from './TextField.js';

/** The parts every widget is built from; switch the toolbar's theme to see them follow it. */
const meta = {
  title: 'Design system/Parts',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ICONS: IconName[] = [
  'star',
  'star-outline',
  'heart',
  'heart-outline',
  'thumbs-up',
  'check',
  'close',
  'more',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'copy',
  'link',
  'cart',
  'bag',
  'gift',
  'tag',
  'percent',
  'truck',
  'coin',
  'crown',
  'sparkle',
  'cake',
  'share',
  'users',
  'pencil',
  'chat',
  'search',
  'photo',
  'trash',
  'move',
  'eye',
  'plus',
];

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

/** Type scale, buttons, badges and icons. */
export const Foundations: Story = {
  render: () => (
    <div className="lk-widget" style={{ display: 'grid', gap: 24, maxWidth: 760 }}>
      <div className="lk-section-header">
        <h2 className="lk-section-header__title">Customer reviews</h2>
        <div className="lk-section-header__actions">
          <Button icon="pencil">Write a review</Button>
        </div>
      </div>
      <div style={row}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="quiet">Quiet</Button>
        <Button variant="danger">Delete</Button>
        <Button size="small" variant="secondary" icon="copy">
          Small
        </Button>
        <Button disabled>Disabled</Button>
        <IconButton label="Close" icon="close" />
        <IconButton label="More actions" icon="more" variant="outlined" />
      </div>
      <div style={row}>
        <Badge>Default</Badge>
        <Badge tone="success" icon="check">
          Verified buyer
        </Badge>
        <Badge tone="accent">Pinned</Badge>
        <Badge tone="danger">Sold out</Badge>
      </div>
      <ul style={{ ...row, margin: 0, padding: 0, listStyle: 'none', fontSize: 24 }}>
        {ICONS.map((name) => (
          <li key={name} title={name}>
            <Icon name={name} />
          </li>
        ))}
      </ul>
    </div>
  ),
};

function FieldsDemo() {
  const [name, setName] = useState('Ada');
  const [size, setSize] = useState('m');
  return (
    <div className="lk-widget lk-fieldset" style={{ maxWidth: 760 }}>
      <TextField label="Your name" value={name} onChange={setName} />
      <SelectField
        label="Size"
        value={size}
        onChange={setSize}
        options={[
          { value: 's', label: 'Small' },
          { value: 'm', label: 'Medium' },
          { value: 'l', label: 'Large (sold out)', disabled: true },
        ]}
        hint="Runs true to size"
      />
      <TextField label="E-mail" value="ada@" onChange={() => {}} error="Enter a valid e-mail." />
    </div>
  );
}

/** A text field and a select look alike; hints and errors sit under them. */
export const Fields: Story = { render: () => <FieldsDemo /> };

/** Progress to a goal, and an empty state with its next step. */
export const ProgressAndEmpty: Story = {
  render: () => (
    <div className="lk-widget" style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <ProgressBar value={350} max={500} label="$5 off your order" valueText="150 points to go" />
      <ProgressBar value={1200} max={1200} label="Gold tier" valueText="Reached" />
      <EmptyState
        icon="chat"
        title="No reviews yet"
        action={<Button icon="pencil">Write the first review</Button>}
      >
        Bought this? Tell other shoppers what you think.
      </EmptyState>
    </div>
  ),
};

const onMove = fn();
const onRemove = fn();

/** A menu of secondary actions: the keyboard path is played (↓, End, Enter). */
export const ActionsMenu: Story = {
  render: () => (
    <div className="lk-widget" style={{ minHeight: 240, display: 'flex', gap: 12 }}>
      <Button icon="cart">Add to cart</Button>
      <Menu
        label="More actions for Linen shirt"
        items={[
          { label: 'Move to Birthday', icon: 'move', onSelect: onMove },
          { label: 'Change size', icon: 'pencil', onSelect: fn() },
          'separator',
          { label: 'Remove', icon: 'trash', tone: 'danger', onSelect: onRemove },
        ]}
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions for Linen shirt' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Move to Birthday' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    // Opened again by a click, left open for the reviewer to see.
    await userEvent.click(trigger);
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

/** The same parts on a dark surface (the toolbar's "Dark surface" theme). */
export const DarkSurface: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div className="lk-widget" style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <div style={row}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="quiet">Quiet</Button>
        <Badge tone="success" icon="check">
          Verified buyer
        </Badge>
        <Badge tone="accent">Pinned</Badge>
      </div>
      <ProgressBar value={350} max={500} label="$5 off your order" valueText="150 points to go" />
      <FieldsDemo />
    </div>
  ),
};
