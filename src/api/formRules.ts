// What the browser forms check of a request, read from the operation table: the derivation. The
// widgets never import this module (it reaches every operation's schema, server-only ones
// included): `npm run openapi` writes its value to requestFields.generated.ts and
// formLimits.generated.ts, plain data the forms import, and formRules.test.ts fails when stale.
import { z } from 'zod';
import { IDENTITY_FIELDS } from './operation.js';
import { operations } from './operations/index.js';
import { RegistrantInput } from './resources/registries.js';

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
type JsonObject = { properties?: Record<string, JsonProperty> };

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonProperty & JsonObject;

/** A bound that only says "an integer a number can hold" (zod's `int()`), no form's limit. */
const SAFE_BOUND = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/** A field's own keywords; a nullable or optional field's are those of its non-null branch. */
function rulesOf(property: JsonProperty): FieldRule {
  const value = property.anyOf?.find((branch) => branch.type !== 'null') ?? property;
  return Object.fromEntries(
    Object.entries(value).filter(
      ([k, v]) => KEYWORDS.includes(k) && !(typeof v === 'number' && SAFE_BOUND.has(v)),
    ),
  );
}

/** The checked fields of a request object, by name. */
function fieldsOf(schema: z.ZodType): Record<string, FieldRule> {
  // A field with nothing to check, or one the browser never sends (the proxy sets who asks),
  // stays out: the embed carries this table in the review and Q&A widgets.
  const identity: readonly string[] = IDENTITY_FIELDS;
  return Object.fromEntries(
    Object.entries(jsonSchema(schema).properties ?? {})
      .filter(([name]) => !identity.includes(name))
      .map(([name, property]) => [name, rulesOf(property)] as const)
      .filter(([, rule]) => Object.keys(rule).length > 0),
  );
}

/** One field's rule inside a request object (its nested objects reached by `path`). */
function ruleAt(schema: z.ZodType, ...path: string[]): FieldRule {
  let node: JsonProperty = jsonSchema(schema);
  for (const name of path) {
    const object: JsonProperty & JsonObject =
      node.anyOf?.find((branch) => branch.type !== 'null') ?? node;
    const items = object.items as (JsonProperty & JsonObject) | undefined;
    const next = (items ?? object).properties?.[name];
    if (!next) throw new Error(`no request field ${path.join('.')}`);
    node = next;
  }
  return rulesOf(node);
}

const registry = operations.createGiftRegistry.request;
const registryItem = operations.updateGiftRegistryItem.request;
const draftOrder = operations.createDraftOrderFromGiftRegistry.request;
const REGISTRANT_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'postalCode',
  'city',
  'state',
  'country',
  'countryCode',
] as const;

/** Every rule the storefront forms check, derived from the contract (see the file comment). */
export function deriveFormRules() {
  return {
    /** The checked fields of the requests the review and Q&A forms and toolbars send. */
    requestFields: {
      getReviews: fieldsOf(operations.getReviews.request),
      createReview: fieldsOf(operations.createReview.request),
      getQuestions: fieldsOf(operations.getQuestions.request),
      createQuestion: fieldsOf(operations.createQuestion.request),
      createAnswer: fieldsOf(operations.createAnswer.request.shape.answer),
    },
    /** The limits of the wishlist and registry forms. */
    limits: {
      wishlistTitle: ruleAt(operations.createWishlist.request, 'wishlistTitle').maxLength,
      registryTitle: ruleAt(registry, 'giftRegistry', 'title').maxLength,
      registrant: Object.fromEntries(
        REGISTRANT_FIELDS.map((field) => [field, ruleAt(RegistrantInput, field).maxLength]),
      ) as Record<(typeof REGISTRANT_FIELDS)[number], number | undefined>,
      coRegistrants: ruleAt(RegistrantInput, 'coRegistrants').maxItems,
      quantityMin: ruleAt(registryItem, 'giftRegistryItem', 'quantity').minimum,
      quantityMax: ruleAt(registryItem, 'giftRegistryItem', 'quantity').maximum,
      tag: ruleAt(registryItem, 'giftRegistryItem', 'tag').maxLength,
      giftQuantityMax: ruleAt(draftOrder, 'products', 'quantity').maximum,
      gifterName: ruleAt(draftOrder, 'customData', 'customerName').maxLength,
      gifterEmail: ruleAt(draftOrder, 'customData', 'customerEmail').maxLength,
      gifterNote: ruleAt(draftOrder, 'customData', 'note').maxLength,
    },
  };
}

/** The rules' shape, which the generated module is checked against. */
export type FormRules = ReturnType<typeof deriveFormRules>;
