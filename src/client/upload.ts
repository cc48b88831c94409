import type { MediaUpload } from '../api/index.js';
import { mediaUpload } from './routes.js';
import { proxyEndpoint, read } from './transport.js';

/** Options of `client.uploadMedia`. */
export interface UploadOptions {
  signal?: AbortSignal;
  /** Called with the share of the bytes sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A fetch that sends through XMLHttpRequest and reports upload progress: fetch cannot tell how
 * much of a request body went out (streaming bodies are not portable), XHR can everywhere.
 */
export function progressFetch(onProgress: (fraction: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', String(input instanceof Request ? input.url : input));
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('the upload could not be sent'));
      xhr.onabort = () => reject(new DOMException('the upload was cancelled', 'AbortError'));
      const signal = init.signal;
      if (signal?.aborted) return xhr.abort();
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(init.body as XMLHttpRequestBodyInit | null);
    });
}

/** What sending a review photo needs of its client. */
export interface MediaSender {
  proxyUrl: string;
  fetchFn: typeof fetch;
  /** Whether the client was given its fetch (tests, server rendering): then it is used as is. */
  injectedFetch: boolean;
  /** Sends with the session's token, renewing it once after a 401. */
  authorized(url: URL, init: RequestInit, write: boolean, via?: typeof fetch): Promise<Response>;
}

/** Uploads one review photo (`POST /media`) for `client.uploadMedia`; loaded with the first one. */
export async function sendMedia(
  client: MediaSender,
  file: Blob,
  o: UploadOptions = {},
): Promise<MediaUpload> {
  const body = new FormData();
  body.append(mediaUpload.field, file, file instanceof File ? file.name : 'photo');
  const init: RequestInit = {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body,
    ...(o.signal && { signal: o.signal }),
  };
  // Progress needs XHR; an injected fetch (tests, server rendering) is used as given.
  const onProgress = o.onProgress;
  const via =
    onProgress && !client.injectedFetch && typeof XMLHttpRequest !== 'undefined'
      ? progressFetch(onProgress)
      : client.fetchFn;
  const url = proxyEndpoint(client.proxyUrl, mediaUpload.path);
  const answer = await read<MediaUpload>(await client.authorized(url, init, true, via));
  onProgress?.(1);
  return answer;
}
