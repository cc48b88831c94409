import { QuestionsAndAnswers } from '../../components/reviews/QuestionsAndAnswers.js';
import { defineChunk } from '../runtime.js';

/** `<lk-questions product-id>`: questions and answers with the ask and answer forms. */
export const { mount } = defineChunk({
  questions: ({ intAttr, config }) => {
    const productId = intAttr('product-id');
    return productId ? (
      <QuestionsAndAnswers productId={productId} signInUrl={config.loginUrl} />
    ) : null;
  },
});
