import type { z } from 'zod';
import {
  REGISTRY_TYPES,
  RegistrantInput,
  type CustomerAddress,
  type GiftRegistry,
} from '../../api/index.js';
// The row itself, not the operation table: the table would bring every operation's schemas
// (server-only ones included) into the embed's registry widget.
import { createGiftRegistry } from '../../api/operations/giftRegistries.js';
import type { MessageKey } from '../../i18n/index.js';

/** The registrant fields a registry form edits (everything but the id). */
export type RegistrantDraft = z.input<typeof RegistrantInput>;

/** What the registry form holds; `date` is the `YYYY-MM-DD` of a date input. */
export interface RegistryDraft {
  typeId: number;
  title: string;
  date: string;
  registrant: RegistrantDraft;
}

/** What the form submits: the bodies of E43 (and, with ids, E48). */
export interface RegistryFormValues {
  giftRegistry: { typeId: number; title: string; date: string };
  giftRegistrant: RegistrantDraft;
}

/** The registry type ids in display order. */
export const REGISTRY_TYPE_IDS = Object.keys(REGISTRY_TYPES).map(Number);

/** The catalog key naming a registry type. */
export function registryTypeKey(typeId: number): MessageKey {
  const name = REGISTRY_TYPES[typeId as keyof typeof REGISTRY_TYPES] ?? 'other';
  return `registry.type.${name}`;
}

/** `2025/09/20` (API) → `2025-09-20` (date input). */
export const toInputDate = (apiDate: string) => apiDate.replaceAll('/', '-');
/** `2025-09-20` (date input) → `2025/09/20` (API). */
export const toApiDate = (inputDate: string) => inputDate.replaceAll('-', '/');

/** A registry date as a local calendar date (no time zone shift). */
export function registryDateValue(apiDate: string): Date {
  const [y = 1970, m = 1, d = 1] = apiDate.split('/').map(Number);
  return new Date(y, m - 1, d);
}

/** Registrant address fields taken from a saved address. */
export function fromAddress(address: CustomerAddress): Omit<RegistrantDraft, 'coRegistrants'> {
  const {
    firstName,
    lastName,
    address: street,
    city,
    state,
    country,
    countryCode,
    postalCode,
  } = address;
  return { firstName, lastName, address: street, city, state, country, countryCode, postalCode };
}

const emptyRegistrant: RegistrantDraft = {
  firstName: '',
  lastName: '',
  address: '',
  postalCode: '',
  city: '',
  state: '',
  country: '',
  countryCode: '',
  coRegistrants: [],
};

/** The form's first state: the registry being edited, or a new one from the first address. */
export function initialDraft(
  registry: GiftRegistry | undefined,
  addresses: CustomerAddress[],
): RegistryDraft {
  if (registry) {
    const { id: _id, ...registrant } = registry.registrant;
    return {
      typeId: registry.typeId,
      title: registry.title,
      date: toInputDate(registry.date),
      registrant,
    };
  }
  const first = addresses[0];
  return {
    typeId: 1,
    title: '',
    date: '',
    registrant: { ...emptyRegistrant, ...(first && fromAddress(first)) },
  };
}

/** Field errors of a draft by field path (`title`, `registrant.city`), as catalog keys. */
export function validateDraft(draft: RegistryDraft): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  const fields = createGiftRegistry.request.shape.giftRegistry.safeParse({
    typeId: draft.typeId,
    title: draft.title,
    date: toApiDate(draft.date),
  });
  if (!fields.success) {
    for (const issue of fields.error.issues) {
      const key = String(issue.path[0]);
      const empty = key === 'date' ? draft.date === '' : issue.code === 'too_small';
      errors[key] = empty ? 'registry.field.required' : 'errors.invalid_request';
    }
  }
  const registrant = RegistrantInput.safeParse(draft.registrant);
  if (!registrant.success) {
    for (const issue of registrant.error.issues) {
      errors[['registrant', ...issue.path].join('.')] =
        issue.code === 'too_small' ? 'registry.field.required' : 'errors.invalid_request';
    }
  }
  return errors;
}

/** The request bodies of a valid draft. */
export function toFormValues(draft: RegistryDraft): RegistryFormValues {
  return {
    giftRegistry: { typeId: draft.typeId, title: draft.title.trim(), date: toApiDate(draft.date) },
    giftRegistrant: draft.registrant,
  };
}

/** ISO 3166-1 alpha-2 codes of the countries a registrant may live in (names come from Intl). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT ' +
  'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG ' +
  'EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR ' +
  'HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK ' +
  'LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC ' +
  'NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR ' +
  'TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/**
 * The countries as a select offers them: by code, named in the shopper's language, in that
 * language's alphabetical order. Unknown to the browser's Intl: the code stands in for the name.
 */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  );
}

/**
 * A registrant's country from its code: the code the API wants, and the country's English name
 * (as the store's addresses write it, whatever the shopper's language).
 */
export function countryFields(code: string): { countryCode: string; country: string } {
  return {
    countryCode: code,
    country: new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code,
  };
}
