import { expect, test } from '../support/fixtures';
import { DEFAULT_PATHS, LANGUAGES, open, storedSettings, THEMES } from '../support/site';

// The pages as a visitor sees them, at the two widths the site is judged at, in both themes and languages: kept
// under the test output (test-results/) and attached to the report, for a person to look at.
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      test.describe(`${viewport.name} ${viewport.width}×${viewport.height}, ${theme}, ${language}`, () => {
        // Reduced motion: every section in its final state, every figure at its value.
        test.use({
          ...storedSettings({ theme, language }),
          viewport: { width: viewport.width, height: viewport.height },
          reducedMotion: 'reduce',
        });

        for (const { name, path } of DEFAULT_PATHS) {
          test(`${name}: screenshots kept`, async ({ page, isMobile }, testInfo) => {
            test.skip(isMobile, 'the viewport is set here: taken once, by the desktop project');
            await page.route('https://assets.calendly.com/**', (route) => route.abort('blockedbyclient'));
            await open(page, path);
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            const shoot = async (part: string, fullPage: boolean) => {
              const file = testInfo.outputPath(`${viewport.name}-${name}-${theme}-${language}-${part}.png`);
              await page.screenshot({ path: file, fullPage, animations: 'disabled' });
              await testInfo.attach(`${viewport.name}-${name}-${theme}-${language}-${part}`, {
                path: file,
                contentType: 'image/png',
              });
            };
            await shoot('first-screen', false);
            if (name === 'home') {
              // The demo as the header's "How it works" link shows it.
              await page.locator('#how-it-works').evaluate((section) => section.scrollIntoView());
              await shoot('demo', false);
            }
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
            await shoot('full', true);
            // Each section on its own too, at full size, so a person can read it.
            const sections = page.locator('main [data-revealed], footer');
            for (let index = 0; index < (await sections.count()); index += 1) {
              const section = sections.nth(index);
              const label = (await section.getAttribute('id')) ?? `section-${index + 1}`;
              const file = testInfo.outputPath(`${viewport.name}-${name}-${theme}-${language}-${label}.png`);
              await section.screenshot({ path: file, animations: 'disabled' });
            }
          });
        }
      });
    }
  }
}
