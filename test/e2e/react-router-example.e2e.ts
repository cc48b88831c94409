// examples/react-router in Chromium: built with `react-router build`, served by its Node server
// (journeys in frameworkExamples.ts).
import { describeFrameworkExample } from './frameworkExamples.js';

describeFrameworkExample('react-router');
