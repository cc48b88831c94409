// The echo of a write: the event that reports a change the proxy itself made (through a write
// it forwarded) is known by its topic and the new resource's id, so that it is not applied twice.
import type { EventEnvelope, EventTopic } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';

function idAt(value: unknown, field: string): number | undefined {
  const resource =
    value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
  const id =
    resource && typeof resource === 'object' ? (resource as Record<string, unknown>).id : undefined;
  return typeof id === 'number' ? id : undefined;
}

/** How long the proxy waits for the event its own write comes back as (see `noteEcho`). */
export const ECHO_MS = 10 * 60_000;
/** The store flag of an awaited echo. */
export const echoFlag = (key: string): string => `echo:${key}`;

/**
 * The echo key of a write's answer that holds a resource with a new id (`answer[field].id`):
 * `topic:id`, as `echoOf` makes it from the event.
 */
export function echoKey(topic: EventTopic, answer: unknown, field: string): string | undefined {
  const id = idAt(answer, field);
  return id === undefined ? undefined : `${topic}:${id}`;
}

/**
 * The echo key of an event: its topic and the id of the resource it is about (`data.<group>`,
 * e.g. `data.wishlistItem.id`).
 */
export function echoOf(event: EventEnvelope): string | undefined {
  const [, group] = event.topic.split('/');
  const id = idAt(event.data, group!);
  return id === undefined ? undefined : `${event.topic}:${id}`;
}

/**
 * Notes that a write through the proxy made the change an event with this key will report. The
 * key names a resource the write created (a new id), so no other change can have it; the note is
 * in the shared store, so whichever instance the event reaches knows it.
 */
export async function noteEcho(deps: ProxyDeps, key: string): Promise<void> {
  await deps.store.flagSet(echoFlag(key), ECHO_MS, deps.clock.now());
}
