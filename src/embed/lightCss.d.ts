/** A light widget chunk's cut style sheet (built by vite.embed.config.ts). */
declare module 'lk-css:*' {
  const css: string;
  export default css;
}
