// Story annotations for a viewport: the vitest plugin sizes the browser to the story's viewport
// global, and Storybook's toolbar shows the same size.

/** A story's annotations on a 390 × 844 phone. */
export function onPhone<S extends { parameters?: Record<string, unknown> | undefined }>(story: S) {
  return {
    ...story,
    globals: { viewport: { value: 'phone390', isRotated: false } },
    parameters: {
      ...story.parameters,
      viewport: {
        options: {
          phone390: {
            name: 'Phone 390',
            styles: { width: '390px', height: '844px' },
            type: 'mobile',
          },
        },
      },
    },
  };
}
