// Shared reads made by the proxy's own server code (a page it renders): the same policy, binding,
// redaction, cache and budget as a visitor's request without a token, with no HTTP round trip.
import { invalidRequest, operation, type OperationName } from '../src/api/index.js';
import type { ProxyDeps } from './context.js';
import { bindRequest } from './policy/bind.js';
import type { Caller } from './policy/caller.js';
import type { RequestContext } from './policy/rule.js';
import { ruleOf } from './policy/rules.js';
import { executeRead, isPersonal } from './routes/reads.js';
import type { InputOf, OutputOf } from './upstream/client.js';

/** Reads an operation as a visitor would: only shared (public) reads. */
export type SharedRead = <N extends OperationName>(
  name: N,
  input: InputOf<N>,
) => Promise<OutputOf<N>>;

const VISITOR: Caller = { kind: 'anonymous' };

/** A `SharedRead` over the proxy's dependencies (its cache, budget and upstream). */
export function sharedReader(deps: ProxyDeps): SharedRead {
  const read: SharedRead = async (name, input) => {
    const op = operation(name);
    if (op.method !== 'GET' || isPersonal(op, VISITOR)) {
      throw new Error(`${name} is not a shared read`);
    }
    const rule = ruleOf(op);
    const bound = op.request.safeParse(
      bindRequest(op, rule.force, VISITOR, input as Record<string, unknown>),
    );
    if (!bound.success) throw invalidRequest(bound.error, 'query');
    const context: RequestContext = {
      deps,
      caller: VISITOR,
      // Fairness and limits key: the store's own pages, one caller.
      who: 'server:pages',
      header: () => undefined,
      readAsVisitor: read,
    };
    const answer = await executeRead(context, op, rule, bound.data as Record<string, unknown>);
    return JSON.parse(answer.json) as OutputOf<typeof name>;
  };
  return read;
}
