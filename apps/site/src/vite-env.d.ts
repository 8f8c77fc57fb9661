/// <reference types="vite/client" />

/** ISO date of the build, fixed by vite.config.ts (see the comment there). */
declare const __BUILD_DATE__: string;
