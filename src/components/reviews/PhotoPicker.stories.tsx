import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { errorFor, loadingFor } from '../../mocks/index.js';
import {
  guestSeed,
  reviewsStory,
  SETTLED,
  withReviewsProvider,
} from '../../testing/reviewsStoryKit.js';
import type { PickedPhoto } from './photoModel.js';
import { PhotoPicker } from './PhotoPicker.js';

/** The picker as the review form holds it: the photos in state. */
function PhotoPickerInForm() {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  return <PhotoPicker photos={photos} onChange={(update) => setPhotos(update)} max={5} />;
}

const meta = {
  title: 'Reviews/PhotoPicker',
  component: PhotoPickerInForm,
  decorators: [withReviewsProvider],
} satisfies Meta<typeof PhotoPickerInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real JPEG drawn in the browser, so the thumbnail and the mock's size are true. */
async function photoFile(name: string, hue: number): Promise<File> {
  const canvas = new OffscreenCanvas(640, 480);
  const context = canvas.getContext('2d')!;
  context.fillStyle = `hsl(${hue} 50% 55%)`;
  context.fillRect(0, 0, 640, 480);
  context.fillStyle = `hsl(${hue} 50% 85%)`;
  context.beginPath();
  context.arc(320, 220, 120, 0, Math.PI * 2);
  context.fill();
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
  return new File([blob], name, { type: 'image/jpeg' });
}

const addButton = 'Add photos';

/** Nothing picked yet: take a picture, choose files or drop them. */
export const Picking: Story = {
  ...reviewsStory(guestSeed),
  play: async ({ canvas }) => {
    await canvas.findByLabelText(addButton, {}, SETTLED);
  },
};

/** Two photos on their way: each has its progress bar (the store never answers here). */
export const Uploading: Story = {
  ...reviewsStory(guestSeed, [loadingFor('media')]),
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByLabelText(addButton, {}, SETTLED);
    await userEvent.upload(input, [
      await photoFile('beach.jpg', 200),
      await photoFile('mug.jpg', 20),
    ]);
    await canvas.findByRole('progressbar', { name: 'Uploading photo 2' }, SETTLED);
  },
};

/** The store could not take the photo: the reason, and a way to try again. */
export const Failed: Story = {
  ...reviewsStory(guestSeed, [errorFor('media', 422, 'unprocessable')]),
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByLabelText(addButton, {}, SETTLED);
    await userEvent.upload(input, await photoFile('blurry.jpg', 300));
    await canvas.findByRole('button', { name: 'Try photo 1 again' }, SETTLED);
  },
};

/** A file over 10 MB is refused before any byte is sent. */
export const TooLarge: Story = {
  ...reviewsStory(guestSeed),
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByLabelText(addButton, {}, SETTLED);
    const huge = new File([new Uint8Array(11 * 1024 * 1024)], 'panorama.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(input, huge);
    await canvas.findByText('“panorama.jpg” is larger than 10 MB.', {}, SETTLED);
  },
};

/** Stored: thumbnails, a description for each (its alternative text), remove. */
export const Done: Story = {
  ...reviewsStory(guestSeed),
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByLabelText(addButton, {}, SETTLED);
    await userEvent.upload(input, [
      await photoFile('beach.jpg', 200),
      await photoFile('mug.jpg', 20),
    ]);
    const describe = await canvas.findByRole(
      'textbox',
      { name: 'Describe photo 2 (optional)' },
      SETTLED,
    );
    await userEvent.type(describe, 'The mug on my desk');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), SETTLED);
    await expect(canvas.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(2);
  },
};
