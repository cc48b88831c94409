import type { SessionTokenStorage } from '../client/index.js';

/** A guest token store that writes to localStorage only while `persist` is on (consent). */
export interface ConsentTokenStorage extends SessionTokenStorage {
  /** Turns persistence on (copies the token to localStorage) or off (removes it there). */
  setPersist(persist: boolean): void;
}

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed iframes): memory only.
    return null;
  }
}

/** Keeps the guest sessionToken in memory, and in localStorage under `key` while allowed. */
export function consentTokenStorage(key: string, persist: boolean): ConsentTokenStorage {
  let memory: string | null = null;
  let allowed = persist;
  const write = (value: string | null) => {
    try {
      if (value === null) local()?.removeItem(key);
      else local()?.setItem(key, value);
    } catch {
      // Quota or privacy errors: the memory copy still serves this page.
    }
  };
  return {
    get() {
      if (memory === null && allowed) memory = local()?.getItem(key) ?? null;
      return memory;
    },
    set(value) {
      memory = value;
      if (allowed) write(value);
    },
    remove() {
      memory = null;
      write(null);
    },
    setPersist(next) {
      if (next === allowed) return;
      allowed = next;
      write(next ? memory : null);
    },
  };
}
