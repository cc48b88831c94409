/**
 * A small ICU MessageFormat subset: `{name}` arguments, `{n, plural, =0 {…} one {# item} other {…}}`
 * and `{kind, select, a {…} other {…}}`, nested. `#` in a plural branch is the number, formatted
 * for the locale. Enough for widget copy without shipping a full ICU runtime.
 */
export type MessageValues = Record<string, string | number | null | undefined>;

interface Ctx {
  locale: string;
  values: MessageValues;
  pluralRules: Intl.PluralRules;
  numberFormat: Intl.NumberFormat;
}

// Building Intl objects is slow next to using them; a page formats in one or two locales.
const rules = new Map<string, Pick<Ctx, 'pluralRules' | 'numberFormat'>>();

/** Formats a message pattern with its arguments; plurals follow the locale's rules. */
export function formatMessage(pattern: string, values: MessageValues, locale: string): string {
  let intl = rules.get(locale);
  if (!intl) {
    intl = {
      pluralRules: new Intl.PluralRules(locale),
      numberFormat: new Intl.NumberFormat(locale),
    };
    rules.set(locale, intl);
  }
  return render(pattern, { locale, values, ...intl }, undefined);
}

function render(pattern: string, ctx: Ctx, pluralValue: number | undefined): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === '{') {
      const end = matchingBrace(pattern, i);
      out += renderArgument(pattern.slice(i + 1, end), ctx);
      i = end + 1;
    } else if (ch === '#' && pluralValue !== undefined) {
      out += ctx.numberFormat.format(pluralValue);
      i += 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

function matchingBrace(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth += 1;
    else if (s[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new Error(`unbalanced braces in message: ${s}`);
}

function renderArgument(body: string, ctx: Ctx): string {
  const [name = '', kind, ...rest] = body.split(',');
  const key = name.trim();
  const value = ctx.values[key];
  if (kind === undefined) {
    if (value === undefined || value === null) return '';
    return typeof value === 'number' ? ctx.numberFormat.format(value) : value;
  }
  const branches = parseBranches(rest.join(','));
  if (kind.trim() === 'plural') {
    const n = Number(value ?? 0);
    const branch =
      branches.get(`=${n}`) ??
      branches.get(ctx.pluralRules.select(n)) ??
      branches.get('other') ??
      '';
    return render(branch, ctx, n);
  }
  const branch = branches.get(String(value)) ?? branches.get('other') ?? '';
  return render(branch, ctx, undefined);
}

function parseBranches(s: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < s.length) {
    while (i < s.length && /\s/.test(s[i] ?? '')) i += 1;
    const open = s.indexOf('{', i);
    if (open < 0) break;
    const selector = s.slice(i, open).trim();
    const end = matchingBrace(s, open);
    branches.set(selector, s.slice(open + 1, end));
    i = end + 1;
  }
  return branches;
}
