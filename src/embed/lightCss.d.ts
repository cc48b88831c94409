/** A light widget chunk's cut style sheet (built by vite.lightStyles.ts). */
declare module 'lk-css:*' {
  const css: string;
  export default css;
}
