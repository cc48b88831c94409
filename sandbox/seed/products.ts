import type { Db } from '../db.js';

/** Collections of the demo catalog. */
export const DEMO_COLLECTIONS = [
  { handle: 'apparel', title: 'Apparel' },
  { handle: 'home', title: 'Home & Kitchen' },
  { handle: 'beauty', title: 'Beauty' },
  { handle: 'outdoors', title: 'Outdoors' },
] as const;

type CollectionHandle = (typeof DEMO_COLLECTIONS)[number]['handle'];

interface DemoProduct {
  title: string;
  price: number;
  collection: CollectionHandle;
  variants: string[];
  description: string;
}

const SIZES = ['S', 'M', 'L', 'XL'];

/** The catalog: the first 24 are the core catalog the demo storefront shows (docs/operations.md). */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    title: 'Everyday Linen Shirt',
    price: 68,
    collection: 'apparel',
    variants: SIZES,
    description: 'Breathable washed linen for warm days.',
  },
  {
    title: 'Merino Crew Sweater',
    price: 120,
    collection: 'apparel',
    variants: SIZES,
    description: 'Soft, warm and itch-free fine merino.',
  },
  {
    title: 'Organic Cotton Tee',
    price: 32,
    collection: 'apparel',
    variants: ['Sand / S', 'Sand / M', 'Ink / S', 'Ink / M'],
    description: 'Heavyweight organic cotton, garment dyed.',
  },
  {
    title: 'Selvedge Denim Jacket',
    price: 185,
    collection: 'apparel',
    variants: ['M', 'L'],
    description: 'Japanese selvedge denim that ages with you.',
  },
  {
    title: 'Wool Beanie',
    price: 28,
    collection: 'apparel',
    variants: ['Charcoal', 'Rust', 'Sage'],
    description: 'Ribbed recycled wool.',
  },
  {
    title: 'Canvas Tote Bag',
    price: 24,
    collection: 'apparel',
    variants: ['Natural'],
    description: 'Sturdy 16 oz canvas with an inner pocket.',
  },
  {
    title: 'Stoneware Mug',
    price: 18,
    collection: 'home',
    variants: ['Cream', 'Slate'],
    description: 'Hand-glazed, holds 350 ml.',
  },
  {
    title: 'Pour-Over Coffee Set',
    price: 54,
    collection: 'home',
    variants: ['Glass', 'Ceramic'],
    description: 'Dripper, carafe and 100 filters.',
  },
  {
    title: 'Cast Iron Skillet',
    price: 45,
    collection: 'home',
    variants: ['10 inch', '12 inch'],
    description: 'Pre-seasoned and built for a lifetime.',
  },
  {
    title: 'Linen Napkin Set',
    price: 36,
    collection: 'home',
    variants: ['Oat', 'Olive'],
    description: 'Set of four stonewashed napkins.',
  },
  {
    title: 'Beeswax Candle',
    price: 22,
    collection: 'home',
    variants: ['Small', 'Large'],
    description: 'Pure beeswax, cotton wick, 40 hours.',
  },
  {
    title: 'Oak Serving Board',
    price: 48,
    collection: 'home',
    variants: ['Medium', 'Large'],
    description: 'Solid oak with a juice groove.',
  },
  {
    title: 'Waffle Bath Towel',
    price: 38,
    collection: 'home',
    variants: ['White', 'Stone'],
    description: 'Quick-drying Turkish cotton waffle.',
  },
  {
    title: 'Herbal Face Oil',
    price: 42,
    collection: 'beauty',
    variants: ['30 ml'],
    description: 'Cold-pressed rosehip and jojoba.',
  },
  {
    title: 'Clay Cleansing Bar',
    price: 14,
    collection: 'beauty',
    variants: ['Single', 'Three-pack'],
    description: 'French green clay for every skin.',
  },
  {
    title: 'Mineral Sunscreen SPF 30',
    price: 26,
    collection: 'beauty',
    variants: ['50 ml', '100 ml'],
    description: 'Reef-friendly zinc, no white cast.',
  },
  {
    title: 'Lip Balm Trio',
    price: 15,
    collection: 'beauty',
    variants: ['Mint', 'Honey', 'Unscented'],
    description: 'Shea and beeswax in a paper tube.',
  },
  {
    title: 'Bamboo Hair Brush',
    price: 19,
    collection: 'beauty',
    variants: ['Standard'],
    description: 'Gentle bamboo pins, FSC handle.',
  },
  {
    title: 'Trail Running Cap',
    price: 30,
    collection: 'outdoors',
    variants: ['Black', 'Sand'],
    description: 'Light, packable and quick to dry.',
  },
  {
    title: 'Insulated Water Bottle',
    price: 35,
    collection: 'outdoors',
    variants: ['500 ml', '750 ml', '1 l'],
    description: 'Keeps cold 24 h, hot 12 h.',
  },
  {
    title: 'Packable Rain Shell',
    price: 140,
    collection: 'outdoors',
    variants: SIZES,
    description: 'Waterproof, breathable, fits in its pocket.',
  },
  {
    title: 'Camp Enamel Plate',
    price: 16,
    collection: 'outdoors',
    variants: ['Blue', 'White'],
    description: 'Chip-resistant enamel for camp kitchens.',
  },
  {
    title: 'Wool Hiking Socks',
    price: 22,
    collection: 'outdoors',
    variants: ['S/M', 'L/XL'],
    description: 'Cushioned merino blend.',
  },
  {
    title: 'Headlamp 300',
    price: 40,
    collection: 'outdoors',
    variants: ['Standard'],
    description: '300 lumens, USB-C rechargeable.',
  },
  {
    title: 'Gift Card',
    price: 50,
    collection: 'apparel',
    variants: ['$25', '$50', '$100'],
    description: 'For anything in the store.',
  },
  {
    title: 'Travel Sewing Kit',
    price: 12,
    collection: 'home',
    variants: ['Standard'],
    description: 'Everything for a quick repair.',
  },
  {
    title: 'Silk Sleep Mask',
    price: 29,
    collection: 'beauty',
    variants: ['Champagne', 'Navy'],
    description: 'Mulberry silk, adjustable strap.',
  },
  {
    title: 'Folding Camp Stool',
    price: 34,
    collection: 'outdoors',
    variants: ['Standard'],
    description: 'Holds 110 kg, weighs 600 g.',
  },
];

/** `everyday-linen-shirt` from `Everyday Linen Shirt`. */
export function handleOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Inserts the collections and products with their variants and images. */
export function seedProducts(db: Db, now: number): void {
  const insertCollection = db.prepare('INSERT INTO collections (handle, title) VALUES (?, ?)');
  const collectionIds = new Map<string, number>();
  for (const c of DEMO_COLLECTIONS) {
    collectionIds.set(c.handle, Number(insertCollection.run(c.handle, c.title).lastInsertRowid));
  }
  const insertProduct = db.prepare(
    'INSERT INTO products (handle, title, description, image, price, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertVariant = db.prepare(
    'INSERT INTO variants (product_id, title, price, image, position) VALUES (?, ?, ?, ?, ?)',
  );
  const link = db.prepare(
    'INSERT INTO product_collections (product_id, collection_id) VALUES (?, ?)',
  );
  DEMO_PRODUCTS.forEach((p, index) => {
    const handle = handleOf(p.title);
    const productId = Number(
      insertProduct.run(
        handle,
        p.title,
        p.description,
        `/assets/products/${handle}.svg`,
        p.price,
        now - (DEMO_PRODUCTS.length - index) * 86_400_000,
      ).lastInsertRowid,
    );
    p.variants.forEach((title, position) => {
      const variantHandle = `${handle}-${handleOf(title)}`;
      insertVariant.run(
        productId,
        title,
        p.price,
        `/assets/variants/${variantHandle}.svg`,
        position,
      );
    });
    link.run(productId, collectionIds.get(p.collection));
  });
}
