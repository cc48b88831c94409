/** Cache tags of reviews and questions, per product and for unfiltered lists. */
export const reviewTags = (productId: unknown): string[] =>
  typeof productId === 'number'
    ? ['reviews', `reviews:product:${productId}`]
    : ['reviews', 'reviews:all'];
/** Cache tags of questions, per product and for unfiltered lists (as `reviewTags`). */
export const questionTags = (productId: unknown): string[] =>
  typeof productId === 'number'
    ? ['questions', `questions:product:${productId}`]
    : ['questions', 'questions:all'];
