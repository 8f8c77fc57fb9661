interface DebianChromium {
  readonly path: string;
  readonly debianPackage: string;
}

/** Debian's headless shell: the browser of every suite. */
export declare const HEADLESS_SHELL: DebianChromium;
/** Debian's full browser: the blocked-microphone tests, and Lighthouse. */
export declare const FULL_BROWSER: DebianChromium;

/** The browser the suites launch: CHROMIUM_PATH, else the headless shell, else the full browser; undefined if none. */
export declare function findChromium(): string | undefined;

/** The browser with a real permission prompt: CHROMIUM_PATH, else the full browser; undefined if neither. */
export declare function findFullChromium(): string | undefined;
