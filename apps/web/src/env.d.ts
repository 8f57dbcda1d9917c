/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' sends http visitors to https (never on localhost). */
  readonly VITE_FORCE_HTTPS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
