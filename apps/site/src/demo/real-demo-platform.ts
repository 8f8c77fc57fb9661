import { WebCall } from '@clinic/web-call';
import type { SiteEnv } from '../config/parse-env';
import type { DemoPlatform } from './demo-platform-types';

/**
 * The real voice platform: web-call asks for the microphone first (a refusal costs no call), then sends
 * `POST /call/web` with the public key and joins on daily-js, loaded on demand.
 */
export function realDemoPlatform(env: Pick<SiteEnv, 'platformPublicKey' | 'platformBaseUrl'>): DemoPlatform {
  const publicKey = env.platformPublicKey;
  if (!publicKey) throw new Error('The real demo platform needs VITE_PLATFORM_PUBLIC_KEY.');
  return {
    mode: 'real',
    webCallOptions: () => ({
      publicKey,
      baseUrl: env.platformBaseUrl,
      // daily-js runs its call bundle through Function() unless told to load it as a <script>: the site's CSP
      // allows scripts from *.daily.co but never 'unsafe-eval'.
      callObject: { dailyConfig: { avoidEval: true } },
    }),
    microphonePermission: () => WebCall.microphonePermission(),
    preload: (call) => call.preload(),
  };
}
