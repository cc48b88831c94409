// Server rendering with web streams, as Hydrogen's entry does on Oxygen: no Node stream adapter.
import { renderToReadableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';

/** Logs what failed on the server; an answer a loader chose (a 404) is no failure. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted && !isRouteErrorResponse(error)) console.error(error);
};

/** Renders the matched routes into the HTML response. */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  let failed = false;
  const body = await renderToReadableStream(<ServerRouter context={context} url={request.url} />, {
    signal: request.signal,
    onError(error) {
      failed = true;
      console.error(error);
    },
  });
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { status: failed ? 500 : status, headers });
}
