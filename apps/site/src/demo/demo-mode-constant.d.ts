/** The demo mode of this build ('real' with VITE_PLATFORM_PUBLIC_KEY, else 'simulated'), fixed by vite.config.ts. */
declare const __DEMO_MODE__: import('./demo-mode').DemoMode;
