import type { SiteEnv } from '../config/parse-env';
import type { DemoPlatform } from './demo-platform-types';
import { checkMicrophone } from './request-microphone';

/** The real voice platform: `POST /call/web` with the public key, then daily-js, loaded on demand. */
export function realDemoPlatform(env: Pick<SiteEnv, 'platformPublicKey' | 'platformBaseUrl'>): DemoPlatform {
  const publicKey = env.platformPublicKey;
  if (!publicKey) throw new Error('The real demo platform needs VITE_PLATFORM_PUBLIC_KEY.');
  return {
    mode: 'real',
    // daily-js only reports a refused microphone as an event once the call runs; asking first explains it at once.
    checkMicrophone: () => checkMicrophone(),
    webCallOptions: () => ({
      publicKey,
      baseUrl: env.platformBaseUrl,
      // daily-js runs its call bundle through Function() unless told to load it as a <script>: the site's CSP
      // allows scripts from *.daily.co but never 'unsafe-eval'.
      callObject: { dailyConfig: { avoidEval: true } },
    }),
    preload: (call) => call.preload(),
  };
}
