// The browser entry: hydrates the document the server streamed, with the state it sent.
import { QueryClient } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { Document, type PageProps } from './pages.js';

declare global {
  interface Window {
    /** Set by the server's bootstrap script. */
    __LOYALKIT_PAGE__: PageProps;
  }
}

const queryClient = new QueryClient();
hydrateRoot(document, <Document {...window.__LOYALKIT_PAGE__} queryClient={queryClient} />);
