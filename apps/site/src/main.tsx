import './index.css';
import { afterFirstPaint, preloadModules } from './app/after-first-paint';
import { keepEarlyPresses } from './app/early-presses';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const earlyPresses = keepEarlyPresses();

// The prerendered page paints from its HTML and stylesheet alone, so the app (nearly all of the page's JavaScript)
// is asked for only once that paint is on screen: on a slow connection its bytes would otherwise share the
// bandwidth with the stylesheet the paint waits for. The page's dictionary, which the prerenderer lists on the root
// element, travels alongside. Until the app has hydrated, the page is readable and its links work.
afterFirstPaint(() => {
  preloadModules(container.dataset.preload);
  import('./app/start-app').then(
    ({ startApp }) => startApp(container, earlyPresses),
    (error: unknown) => {
      // What app/reveal-page.ts does, written out: a module the entry shared with the app would cost the first load
      // a chunk of its own.
      document.documentElement.style.removeProperty('visibility');
      console.error(new Error('Could not load the app; the page stays as prerendered', { cause: error }));
    },
  );
});
