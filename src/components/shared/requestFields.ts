// What the browser forms check of a request, read from the operations' JSON Schema. Data only:
// the embed build evaluates this module in Node and inlines its value (vite.embed.config.ts),
// so a form carries these few numbers and patterns, not the schemas they come from.
import { z } from 'zod';
import { IDENTITY_FIELDS, operations } from '../../api/index.js';

/** The JSON Schema keywords of one request field that a form checks. */
export interface FieldRule {
  minLength?: number;
  maxLength?: number;
  /** A regular expression source (the e-mail check of E22/E27). */
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  enum?: readonly string[];
}

const KEYWORDS = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'maxItems', 'enum'];

type JsonProperty = Record<string, unknown> & { anyOf?: JsonProperty[] };

/** A field's own keywords; a nullable field's are those of its non-null branch. */
function rulesOf(property: JsonProperty): FieldRule {
  const value = property.anyOf?.find((branch) => branch.type !== 'null') ?? property;
  return Object.fromEntries(Object.entries(value).filter(([k]) => KEYWORDS.includes(k)));
}

function fieldsOf(schema: z.ZodType): Record<string, FieldRule> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonProperty>;
  };
  // A field with nothing to check, or one the browser never sends (the proxy sets who asks),
  // stays out: the embed inlines this table into the review and Q&A widgets.
  const identity: readonly string[] = IDENTITY_FIELDS;
  return Object.fromEntries(
    Object.entries(json.properties ?? {})
      .filter(([name]) => !identity.includes(name))
      .map(([name, property]) => [name, rulesOf(property)] as const)
      .filter(([, rule]) => Object.keys(rule).length > 0),
  );
}

/** The checked fields of the requests the light forms and toolbars send. */
export const REQUEST_FIELDS = {
  getReviews: fieldsOf(operations.getReviews.request),
  createReview: fieldsOf(operations.createReview.request),
  getQuestions: fieldsOf(operations.getQuestions.request),
  createQuestion: fieldsOf(operations.createQuestion.request),
  createAnswer: fieldsOf(operations.createAnswer.request.shape.answer),
};
