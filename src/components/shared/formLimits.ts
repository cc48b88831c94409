import type { z } from 'zod';
import { RegistrantInput, operations } from '../../api/index.js';

/** The `max_length` check of an array schema (zod exposes none for arrays). */
function maxItems(schema: z.ZodArray): number | undefined {
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; maximum?: number };
    if (def.check === 'max_length') return def.maximum;
  }
  return undefined;
}

const registryFields = operations.createGiftRegistry.request.shape.giftRegistry.shape;
const registryItem = operations.updateGiftRegistryItem.request.shape.giftRegistryItem.shape;
const draftData = operations.createDraftOrderFromGiftRegistry.request.shape.customData.unwrap();
const draftLine = operations.createDraftOrderFromGiftRegistry.request.shape.products.element;

/** Form limits read from the request schemas, so the UI and the API never disagree. */
export const LIMITS = {
  wishlistTitle: operations.createWishlist.request.shape.wishlistTitle.maxLength ?? undefined,
  registryTitle: registryFields.title.maxLength ?? undefined,
  registrant: (
    field:
      | 'firstName'
      | 'lastName'
      | 'address'
      | 'postalCode'
      | 'city'
      | 'state'
      | 'country'
      | 'countryCode',
  ) => RegistrantInput.shape[field].maxLength ?? undefined,
  coRegistrants: maxItems(RegistrantInput.shape.coRegistrants) ?? 10,
  quantityMin: registryItem.quantity.minValue ?? 1,
  quantityMax: registryItem.quantity.maxValue ?? undefined,
  tag: registryItem.tag.unwrap().maxLength ?? undefined,
  giftQuantityMax: draftLine.shape.quantity.maxValue ?? undefined,
  gifterName: draftData.shape.customerName.unwrap().maxLength ?? undefined,
  gifterEmail: draftData.shape.customerEmail.unwrap().maxLength ?? undefined,
  gifterNote: draftData.shape.note.unwrap().maxLength ?? undefined,
};
