// The embed's message registry: its build resolves src/embed/messages.ts and
// src/i18n/builtInCatalogs.ts here (vite.embedMessages.ts). The catalogs come in files of one
// message part and locale (`i18n/reviews.fr-<hash>.js`), downloaded only for the parts the page's
// widget chunks name and the locales it speaks, and poured into the objects the i18n module reads.
import { BUILT_IN_LOCALES, type Catalog } from '../i18n/catalog.js';
import { english } from '../i18n/messages/index.js';
import hash from 'lk-messages:hash';
import type { MessagePart } from './messageParts.js';

const builtIn = new Set<string>(BUILT_IN_LOCALES);
/** The parts some widget of the page speaks: every locale it uses gets them all. */
const wanted = new Set<MessagePart>();
/** Each locale's catalog, filled part by part (English starts empty here too: the build says so). */
const catalogs = new Map<string, Record<string, string>>([['en', english]]);
const used = new Set<string>();
const loads = new Map<string, Promise<void>>();

function fill(part: MessagePart, locale: string): Promise<void> {
  const id = part + '.' + locale;
  let load = loads.get(id);
  if (!load) {
    // Concatenated, not a template: Vite would read `new URL(`…`)` as a glob of files to bundle.
    const url = new URL('../i18n/' + id + '-' + hash + '.js', import.meta.url).href;
    load = import(/* @vite-ignore */ url).then(
      (m: { default: Record<string, string> }) =>
        void Object.assign(catalogs.get(locale) ?? {}, m.default),
      (error: unknown) => {
        // A failed file may be asked again (the next widget, a retry).
        loads.delete(id);
        throw error;
      },
    );
    loads.set(id, load);
  }
  return load;
}

function speak(locale: string): void {
  used.add(locale);
  if (!catalogs.has(locale)) catalogs.set(locale, {});
}

/** A built-in locale's catalog, with every part the page's widgets asked for. */
export function importBuiltIn(locale: string): Promise<{ default: Catalog }> {
  speak(locale);
  return Promise.all([...wanted].map((part) => fill(part, locale))).then(() => ({
    default: catalogs.get(locale) as Catalog,
  }));
}

/**
 * Makes the texts of `parts` in `locale` available before a widget renders. Without a locale
 * (a lazy form's part, LAZY_PARTS): the part in every locale the page speaks already.
 */
export function loadMessageParts(
  locale: string | null,
  parts: readonly MessagePart[],
): Promise<unknown> {
  parts.forEach(wanted.add, wanted);
  // A built-in locale has every key itself; English fills the gaps of a store's own locale.
  if (locale) speak(builtIn.has(locale) ? locale : 'en');
  return Promise.all([...used].flatMap((l) => parts.map((part) => fill(part, l))));
}
