import { QuestionsAndAnswers } from '../../components/reviews/QuestionsAndAnswers.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { FULL } from '../full.js';
import { defineChunk } from '../mount.js';
import shared from 'lk-css:shared';
import css from 'lk-css:reviews';

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
  { ...FULL, styles: [shared, css], messages: CHUNK_MESSAGES['questions'] },
);
