/// <reference types="vite/client" />

/** ISO date of the build, fixed by vite.config.ts (see the comment there). */
declare const __BUILD_DATE__: string;

/** The live demo's mode, fixed by vite.config.ts: 'real' with VITE_PLATFORM_PUBLIC_KEY, else 'simulated'. */
declare const __DEMO_MODE__: import('./demo/demo-mode').DemoMode;

/** The site's configuration, parsed from the `VITE_*` variables by vite.config.ts (read it through config/env). */
declare const __SITE_ENV__: import('./config/parse-env').SiteEnv;

/** `VITE_SITE_URL` parsed by vite.config.ts; the prerenderer's only (never read by browser code). */
declare const __SITE_URL__: string;
