import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { provideTexts } from '../src/i18n/dictionaries';
import { en } from '../src/i18n/en';

// In the browser a page loads its language's texts before it renders (src/app/start-app.tsx); tests start with
// English.
provideTexts('en', en);

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Node-environment tests
// (the prerenderer) have no DOM to reset.
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('lang');
});
