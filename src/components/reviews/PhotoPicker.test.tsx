import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { countRequests, setupMockServer } from '../../../test/helpers/mockServer.js';
import { renderWithProvider } from '../../../test/helpers/renderReviews.js';
import { MOCK_PROXY_URL, errorFor } from '../../mocks/index.js';
import type { PickedPhoto } from './photoModel.js';
import { PhotoPicker } from './PhotoPicker.js';

configure({ asyncUtilTimeout: 4000 });
const { server } = setupMockServer();

const jpeg = (name = 'shirt.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, name.length])], name, { type: 'image/jpeg' });

function Harness({ seen }: { seen?: (photos: PickedPhoto[]) => void }) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  seen?.(photos);
  return <PhotoPicker photos={photos} onChange={(update) => setPhotos(update)} max={5} />;
}

function setup(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  let latest: PickedPhoto[] = [];
  renderWithProvider(<Harness seen={(p) => (latest = p)} />);
  return { user, input: screen.getByLabelText('Add photos'), photos: () => latest };
}

/** Holds `POST /media` until `release()`, then lets the happy path answer. */
function holdUploads() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(`${MOCK_PROXY_URL}/media`, async () => {
      await gate;
      return undefined;
    }),
  );
  return () => release();
}

describe('PhotoPicker', { timeout: 20_000 }, () => {
  it('takes photos or the camera, several at a time', () => {
    setup();
    const input = screen.getByLabelText('Add photos');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    expect(
      screen.getByRole('group', { name: 'Photos (optional, up to 5)' }),
    ).toHaveAccessibleDescription(
      'JPEG, PNG, WebP or HEIC, up to 10 MB each. Take a picture, choose files or drop them here.',
    );
  });

  it('shows a progress bar while a photo uploads, then its description field, and announces it', async () => {
    const release = holdUploads();
    const { user, input, photos } = setup();
    await user.upload(input, jpeg());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading photo 1' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading 1 photo…');
    release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Photo 1 added.'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Describe photo 1 (optional)' }),
      'Blue shirt',
    );
    expect(photos()[0]).toMatchObject({
      alt: 'Blue shirt',
      state: { kind: 'done', url: expect.stringMatching(/\/media\/[a-f0-9]{64}\.webp$/) },
    });
  });

  it('says each photo added when two finish together', async () => {
    const release = holdUploads();
    const { user, input } = setup();
    const status = screen.getByRole('status');
    const said: string[] = [];
    const watch = new MutationObserver(() => said.push(status.textContent ?? ''));
    watch.observe(status, { subtree: true, childList: true, characterData: true });
    await user.upload(input, [jpeg('a.jpg'), jpeg('b.jpg')]);
    await screen.findAllByRole('progressbar');
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await waitFor(() => {
      const heard = said.join(' ');
      expect(heard).toContain('Photo 1 added.');
      expect(heard).toContain('Photo 2 added.');
    });
    watch.disconnect();
  });

  it('refuses a file that is not a photo, or over 10 MB, before sending anything', async () => {
    const uploads = countRequests(server, '/media');
    const { user, input, photos } = setup({ applyAccept: false });
    const big = jpeg('huge.jpg');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const page = new File(['<html></html>'], 'page.html', { type: 'text/html' });
    await user.upload(input, [page, big]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('“page.html” is not a JPEG, PNG, WebP or HEIC photo.');
    expect(alert).toHaveTextContent('“huge.jpg” is larger than 10 MB.');
    expect(photos()).toEqual([]);
    expect(uploads.count).toBe(0);
  });

  it('takes at most five photos and says how many were left out', async () => {
    const { user, input } = setup();
    await user.upload(
      input,
      ['1', '2', '3', '4', '5', '6'].map((n) => jpeg(`${n}.jpg`)),
    );
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can add up to 5 photos: 1 photo was left out.',
    );
    expect(input).toBeDisabled();
  });

  it('says why an upload failed and tries it again', async () => {
    server.use(errorFor('media', 415, 'unsupported_media_type', { once: true }));
    const { user, input, photos } = setup();
    await user.upload(input, jpeg('odd.jpg'));
    expect(
      await screen.findByText(/“odd.jpg” is not a JPEG, PNG, WebP or HEIC photo./),
    ).toBeInTheDocument();
    expect(photos()[0]?.state.kind).toBe('failed');
    await user.click(screen.getByRole('button', { name: 'Try photo 1 again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Photo 1 added.'));
  });

  it('removes a photo, announces it and gives focus back to Add photos', async () => {
    const { user, input, photos } = setup();
    await user.upload(input, [jpeg('a.jpg'), jpeg('bb.jpg')]);
    await screen.findByRole('textbox', { name: 'Describe photo 2 (optional)' });
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photos().map((p) => p.file.name)).toEqual(['bb.jpg']);
    expect(screen.getByRole('status')).toHaveTextContent('Photo 1 removed.');
    expect(input).toHaveFocus();
  });

  it('adds photos dropped on it', async () => {
    const { photos } = setup();
    const group = screen.getByRole('group');
    fireEvent.dragOver(group, { dataTransfer: { files: [] } });
    expect(within(group).getByText('Drop the photos to add them')).toBeInTheDocument();
    fireEvent.drop(group, { dataTransfer: { files: [jpeg('dropped.jpg')] } });
    expect(
      await screen.findByRole('textbox', { name: 'Describe photo 1 (optional)' }),
    ).toBeInTheDocument();
    expect(photos()[0]?.file.name).toBe('dropped.jpg');
  });
});
