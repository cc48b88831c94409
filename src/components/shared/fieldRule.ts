import type { FieldRule } from '../../api/formRules.js';

/** Whether a (trimmed) text passes a request field's rule: its lengths and pattern. */
export function satisfies(rule: FieldRule | undefined, value: string): boolean {
  if (!rule) return true;
  if (rule.minLength !== undefined && value.length < rule.minLength) return false;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return false;
  return rule.pattern === undefined || new RegExp(rule.pattern).test(value);
}
