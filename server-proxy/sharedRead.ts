// Shared reads made by the proxy's own server code (a page it renders): the same plan, binding,
// redaction, cache and budget as a visitor's request without a token, with no HTTP round trip.
import type { OperationName } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import { PLANS } from './plan/resolve.js';
import type { RequestContext } from './policy/rule.js';
import { readAsVisitor } from './routes/reads.js';
import type { InputOf, OutputOf } from './upstream/client.js';

/** Reads an operation as a visitor would: only shared (public) reads. */
export type SharedRead = <N extends OperationName>(
  name: N,
  input: InputOf<N>,
) => Promise<OutputOf<N>>;

/** A `SharedRead` over the proxy's dependencies (its cache, budget and upstream). */
export function sharedReader(deps: ProxyDeps): SharedRead {
  const context: Omit<RequestContext, 'caller'> = {
    deps,
    // Fairness and limits key: the store's own pages, one caller.
    who: 'server:pages',
    header: () => undefined,
    readAsVisitor: (name, input) => read(name, input),
  };
  const read: SharedRead = async (name, input) => {
    const plan = PLANS[name];
    if (plan?.kind !== 'read' || plan.caching.anonymous.audience !== 'shared') {
      throw new Error(`${name} is not a shared read`);
    }
    const body = await readAsVisitor(context, name, input as Record<string, unknown>);
    return body as OutputOf<typeof name>;
  };
  return read;
}
