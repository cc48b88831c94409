// Which module goes in which shared chunk of the embed, by name. Left to itself the bundler
// merges what the widgets share into one chunk, and a star badge would download react-query.
// Each chunk lists its modules: files and folders (ending in `/`) of this repository, and
// packages by their folder under node_modules. `npm run size` checks the outcome (the light
// widgets never load `full`; the budgets hold).
import { fileURLToPath } from 'node:url';

/** One shared chunk: its name, why it exists, and the modules it takes. */
export interface EmbedChunk {
  name: string;
  /** Files and folders (`src/client/`, `node_modules/preact/hooks/`) the chunk takes. */
  modules: readonly string[];
  /** Files inside those folders that stay out of it (a path, or a file name: `/useQueries.js`). */
  except?: readonly string[];
}

/**
 * What every widget needs, light or heavy: the renderer, the client, the page's cache and its
 * query layer, i18n, and the few hooks and views the star badge (the lightest page) renders.
 * The client's product reader and upload sender stay out: the client imports them when used.
 */
const runtime: EmbedChunk = {
  name: 'runtime',
  modules: [
    'node_modules/preact/dist/',
    'node_modules/preact/hooks/',
    'node_modules/preact/jsx-runtime/',
    'src/embed/preact/react.ts',
    'src/embed/preact/react-dom-client.ts',
    'src/client/',
    'src/store/tokenStorage.ts',
    'src/store/viewer.ts',
    'src/embed/mount.tsx',
    'src/embed/page.ts',
    'src/embed/cache.ts',
    'src/embed/query.ts',
    'src/embed/messageParts.ts',
    'src/embed/messageFiles.ts',
    'src/embed/LocaleRoot.tsx',
    'src/embed/elements.ts',
    'src/i18n/',
    'src/api/errors.ts',
    'src/api/query.ts',
    'src/hooks/context.ts',
    'src/hooks/shared.ts',
    'src/hooks/session.ts',
    'src/hooks/reviewQueries.ts',
    'src/hooks/productRating.ts',
    'src/hooks/reviewKeys.ts',
    'src/components/loyalty/LoyaltyI18n.tsx',
    'src/components/shared/Skeleton.tsx',
    'src/components/reviews/StarRating.tsx',
  ],
  except: [
    'src/client/products.ts',
    'src/client/productUrl.ts',
    'src/client/upload.ts',
    'src/i18n/messages/',
    'src/i18n/locales/',
    'src/i18n/money.ts',
  ],
};

/**
 * The full runtime only heavy widgets load: react-query and the provider. react-query's
 * useQueries (the drawer's activity pages only) and its mutation hook (forms, drawer, managers:
 * the review and Q&A lists write through plain calls, src/hooks/write.ts) stay out: a product
 * page's widgets never run them on first paint; the bundler gives them chunks of their own.
 */
const full: EmbedChunk = {
  name: 'full',
  modules: ['node_modules/@tanstack/', 'src/provider/', 'src/embed/full.tsx'],
  except: ['/useQueries.js', '/queriesObserver.js', '/useMutation.js', '/mutationObserver.js'],
};

/**
 * The wishlist heart with its toggle, the error state every heavy widget shows beside it (it
 * reads the heart's messages), and the points badge's read of the customer: what product cards
 * and a store's header share. The pages that show heavy widgets show hearts; a header with a
 * points badge has a wishlist count beside it in most themes, and a product page then downloads
 * one file less (the points badge alone pays the heart's 2.3 KB).
 */
const heart: EmbedChunk = {
  name: 'heart',
  modules: [
    'src/components/shared/ErrorState.tsx',
    'src/components/shared/useOnlineStatus.ts',
    'src/components/shared/useAnnouncer.tsx',
    'src/components/wishlist/WishlistButton.tsx',
    'src/components/wishlist/WishlistButtonView.tsx',
    'src/components/wishlist/WishlistHeart.tsx',
    'src/hooks/wishlistQueries.ts',
    // Its toggle, on the embed's light mutation (react-query's under the full runtime's root).
    'src/hooks/wishlistToggle.ts',
    'src/embed/queryClient.ts',
    'src/hooks/rewardQueries.ts',
  ],
};

/**
 * The controls the review widgets share with the managers and the drawer, in one file: left to
 * itself the bundler makes several small chunks of them, which compress worse.
 */
const controls: EmbedChunk = {
  name: 'controls',
  modules: [
    'src/components/shared/icons.tsx',
    'src/components/shared/Button.tsx',
    'src/components/shared/Dialog.tsx',
    'src/components/shared/EmptyState.tsx',
    'src/components/shared/SelectField.tsx',
    'src/components/shared/Isolated.tsx',
  ],
};

/** What the review widgets (list, questions, form, carousel, page) share, in one file. */
const reviewList: EmbedChunk = {
  name: 'review-list',
  modules: [
    'src/components/reviews/ReviewListView.tsx',
    'src/components/reviews/ReviewCard.tsx',
    'src/components/reviews/ReviewPhotos.tsx',
    'src/components/reviews/HelpfulVote.tsx',
    'src/components/shared/RelativeTime.tsx',
    'src/api/media.ts',
    'src/api/requestFields.generated.ts',
  ],
};

/**
 * The shared chunks, first claim first: a module listed by two goes to the earlier one, and each
 * chunk also takes its modules' imports that no chunk before it took.
 */
export const EMBED_CHUNKS: readonly EmbedChunk[] = [runtime, full, heart, controls, reviewList];

const repo = fileURLToPath(new URL('./', import.meta.url));

/** A module id as the lists name it: from `node_modules/`, else from the repository's root. */
export function listedPath(id: string): string {
  const file = (id.split('?')[0] ?? id).replace(/\\/g, '/').replace(/^\0/, '');
  const packageAt = file.lastIndexOf('/node_modules/');
  if (packageAt >= 0) return file.slice(packageAt + 1);
  return file.startsWith(repo) ? file.slice(repo.length) : file;
}

const names = (path: string, entry: string) =>
  entry.startsWith('/')
    ? path.endsWith(entry)
    : entry.endsWith('/')
      ? path.startsWith(entry)
      : path === entry;

/** Whether a chunk takes a module (by id). */
export function takes(chunk: EmbedChunk, id: string): boolean {
  const path = listedPath(id);
  return (
    chunk.modules.some((entry) => names(path, entry)) &&
    !(chunk.except ?? []).some((entry) => names(path, entry))
  );
}

/** The chunks as the bundler's code-splitting groups, in order of claim. */
export const embedChunkGroups = () =>
  EMBED_CHUNKS.map((chunk, i) => ({
    name: chunk.name,
    priority: EMBED_CHUNKS.length - i,
    test: (id: string) => takes(chunk, id),
  }));
