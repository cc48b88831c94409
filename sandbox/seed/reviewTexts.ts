/** Review titles and bodies of the demo store, by star rating; `{product}` names the product. */
export const REVIEW_TEXTS: Record<number, { title: string; body: string }[]> = {
  5: [
    {
      title: 'Exactly what I hoped for',
      body: 'The {product} is beautifully made and arrived two days early. I have already recommended it to friends.',
    },
    {
      title: 'Worth every penny',
      body: 'I hesitated at the price, but the quality is obvious the moment you hold it. The {product} feels like it will last for years.',
    },
    {
      title: 'Perfect gift',
      body: 'Bought the {product} as a birthday present and it was a hit. Lovely packaging too, no extra wrapping needed.',
    },
    {
      title: 'Second one already',
      body: 'Loved the first so much I ordered another. Consistent quality, fast shipping, and the colour matches the photos.',
    },
    {
      title: 'Great quality',
      body: 'Solid, well finished and thoughtfully designed. Customer service answered my sizing question within an hour.',
    },
    { title: 'Love it', body: 'Use it every day. Five stars without a doubt.' },
  ],
  4: [
    {
      title: 'Very good, small quibble',
      body: 'Really happy with the {product}. Only wish it came in more colours, otherwise excellent.',
    },
    {
      title: 'Solid buy',
      body: 'Good materials and it does the job well. Shipping took a little longer than expected.',
    },
    {
      title: 'Nice, runs a bit small',
      body: 'Quality is great but consider going one size up. Exchanged it without any hassle.',
    },
    {
      title: 'Happy overall',
      body: 'The {product} looks great in person. Docking one star because the instructions could be clearer.',
    },
  ],
  3: [
    {
      title: 'It is fine',
      body: 'Does what it says. Nothing special for the price, but no complaints either.',
    },
    {
      title: 'Mixed feelings',
      body: 'I like the design of the {product}, but the finish was not as smooth as I expected.',
    },
  ],
  2: [
    {
      title: 'Not for me',
      body: 'The {product} looked different from the photos and felt lighter than I hoped. Returning it.',
    },
    {
      title: 'Disappointed',
      body: 'Arrived with a small scratch. Support was kind, but I expected better quality control.',
    },
  ],
  1: [
    {
      title: 'Broke quickly',
      body: 'Stopped working properly after two weeks of normal use. Very disappointing.',
    },
    {
      title: 'Wrong size sent',
      body: 'Received the wrong size and the exchange took three weeks.',
    },
  ],
};

/** Reviews of the shop itself (no product). */
export const SHOP_REVIEWS = [
  {
    rate: 5,
    title: 'My favourite shop',
    body: 'Fast shipping, thoughtful packaging and the loyalty points add up quickly.',
  },
  {
    rate: 5,
    title: 'Great service',
    body: 'Had a question about an order and got a friendly answer the same day.',
  },
  {
    rate: 4,
    title: 'Lovely products',
    body: 'Everything I ordered was lovely. Delivery was a day late, but they kept me informed.',
  },
  {
    rate: 5,
    title: 'Rewards that matter',
    body: 'The VIP perks are genuinely useful. Free shipping every time now!',
  },
  {
    rate: 3,
    title: 'Good, not perfect',
    body: 'Nice products, though the website was slow at checkout.',
  },
  {
    rate: 5,
    title: 'Easy returns',
    body: 'Returned a sweater that did not fit and the refund arrived in two days.',
  },
] as const;
