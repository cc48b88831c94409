/**
 * The arguments a message pattern uses, for checking translations against English: each
 * `{name}`, and each `{name, plural|select, …}` with its branch selectors.
 */
export interface MessageShape {
  /** Every argument as `name` or `name:plural` / `name:select`, nested ones included. */
  args: Set<string>;
  /** The branch selectors of each plural and select argument, by name. */
  branches: Map<string, string[]>;
}

function closing(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth += 1;
    else if (s[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in ${JSON.stringify(s)}`);
}

/** Reads the shape of a pattern; throws on unbalanced braces. */
export function messageShape(pattern: string, shape?: MessageShape): MessageShape {
  const out = shape ?? { args: new Set<string>(), branches: new Map<string, string[]>() };
  for (let i = pattern.indexOf('{'); i >= 0; i = pattern.indexOf('{', i)) {
    const end = closing(pattern, i);
    const body = pattern.slice(i + 1, end);
    const [name = '', kind, ...rest] = body.split(',');
    if (kind === undefined) out.args.add(name.trim());
    else {
      out.args.add(`${name.trim()}:${kind.trim()}`);
      const selectors: string[] = [];
      const branches = rest.join(',');
      for (let j = 0; j < branches.length;) {
        const open = branches.indexOf('{', j);
        if (open < 0) break;
        selectors.push(branches.slice(j, open).trim());
        const close = closing(branches, open);
        messageShape(branches.slice(open + 1, close), out);
        j = close + 1;
      }
      out.branches.set(name.trim(), [...(out.branches.get(name.trim()) ?? []), ...selectors]);
    }
    i = end + 1;
  }
  return out;
}
