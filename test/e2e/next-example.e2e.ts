// examples/next in Chromium: built with `next build`, served by `next start` (journeys in
// frameworkExamples.ts).
import { describeFrameworkExample } from './frameworkExamples.js';

describeFrameworkExample('next');
