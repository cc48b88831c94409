/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_PROXY_URL: string;
}
