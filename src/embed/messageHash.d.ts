/** The hash in the names of the embed's message files (vite.embedMessages.ts). */
declare module 'lk-messages:hash' {
  const hash: string;
  export default hash;
}
