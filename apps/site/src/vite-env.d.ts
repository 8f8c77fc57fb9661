/// <reference types="vite/client" />

/** ISO date of the build, fixed by vite.config.ts (see the comment there). */
declare const __BUILD_DATE__: string;

/** The live demo's mode, fixed by vite.config.ts: 'real' with VITE_PLATFORM_PUBLIC_KEY, else 'simulated'. */
declare const __DEMO_MODE__: import('./demo/demo-mode').DemoMode;
