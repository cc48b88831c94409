import { QuestionsAndAnswers } from '../../components/reviews/QuestionsAndAnswers.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL } from '../full.js';
import { defineChunk } from '../mount.js';
import css from 'lk-css:product';

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
  { ...FULL, styles: [css], messages: CHUNK_MESSAGES['questions'] },
);
