import { QuestionsAndAnswers } from '../../components/reviews/QuestionsAndAnswers.js';
import { FULL } from '../full.js';
import { defineChunk } from '../mount.js';

/** `<lk-questions product-id>`: questions and answers with the ask and answer forms. */
export const { mount } = defineChunk(
  {
    questions: ({ intAttr, config }) => {
      const productId = intAttr('product-id');
      return productId ? (
        <QuestionsAndAnswers productId={productId} signInUrl={config.loginUrl} />
      ) : null;
    },
  },
  FULL,
);
