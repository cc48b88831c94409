import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, MediaUpload } from '../api/index.js';
import { MOCK_PROXY_URL, errorFor } from '../mocks/index.js';
import { setupMockServer } from '../../test/helpers/mockServer.js';
import { createStorefrontClient } from './client.js';

const { server } = setupMockServer();

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'cat.jpg', { type: 'image/jpeg' });

describe('client.uploadMedia', () => {
  it('uploads one file field through XHR, with the session token, reporting progress to the end', async () => {
    let seen: { auth: string | null; fields: string[] } | undefined;
    server.use(
      http.post(`${MOCK_PROXY_URL}/media`, async ({ request }) => {
        const form = await request.clone().formData();
        seen = { auth: request.headers.get('Authorization'), fields: [...form.keys()] };
        return undefined;
      }),
    );
    const progress: number[] = [];
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const client = createStorefrontClient({ proxyUrl: MOCK_PROXY_URL });
    const answer = await client.uploadMedia(jpeg(), { onProgress: (f) => progress.push(f) });
    expect(MediaUpload.parse(answer).url).toMatch(
      /^https:\/\/proxy\.loyalkit\.test\/media\/[a-f0-9]{64}\.webp$/,
    );
    expect(seen).toEqual({ auth: expect.stringMatching(/^Bearer /), fields: ['file'] });
    expect(open).toHaveBeenCalledWith('POST', `${MOCK_PROXY_URL}/media`);
    open.mockRestore();
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f, i) => f >= 0 && f <= 1 && f >= (progress[i - 1] ?? 0))).toBe(true);
  });

  it('goes through an injected fetch when one is given', async () => {
    const calls: string[] = [];
    const client = createStorefrontClient({
      proxyUrl: MOCK_PROXY_URL,
      fetch: (input, init) => {
        calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
        return fetch(input, init);
      },
    });
    await client.uploadMedia(jpeg(), { onProgress: () => {} });
    expect(calls).toContain(`POST ${MOCK_PROXY_URL}/media`);
  });

  it('turns a refusal into an ApiError with its code', async () => {
    server.use(errorFor('media', 413, 'payload_too_large'));
    const client = createStorefrontClient({ proxyUrl: MOCK_PROXY_URL });
    const error = await client
      .uploadMedia(jpeg(), { onProgress: () => {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large' });
  });
});
