import type { ResolvedConfig, UserConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { demoModePlugin, SIMULATED_DEMO_WARNING } from '../../vite-plugins/demo-mode-plugin';

type Hook = (config: ResolvedConfig) => void;

function resolve(
  mode: 'real' | 'simulated',
  config: { command: 'build' | 'serve'; mode: string; ssr?: boolean },
  missing?: readonly string[],
) {
  const warn = vi.fn();
  const plugin = demoModePlugin(mode, missing);
  (plugin.configResolved as Hook)({
    command: config.command,
    mode: config.mode,
    build: { ssr: config.ssr ?? false },
    logger: { warn },
  } as unknown as ResolvedConfig);
  return { plugin, warn };
}

describe('demoModePlugin', () => {
  it('fixes the mode into the bundle as a literal', () => {
    const { plugin } = resolve('real', { command: 'build', mode: 'production' });
    const config = (plugin.config as () => UserConfig)();
    expect(config.define).toEqual({ __DEMO_MODE__: '"real"' });
  });

  it('warns once, naming VITE_PLATFORM_PUBLIC_KEY, when a production build falls back to the simulation', () => {
    const { warn } = resolve('simulated', { command: 'build', mode: 'production' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('VITE_PLATFORM_PUBLIC_KEY');
    expect(SIMULATED_DEMO_WARNING).toContain('simulated');
  });

  it('names what a keyed build lacks when it falls back to the simulation: the assistant id', () => {
    const { warn } = resolve('simulated', { command: 'build', mode: 'production' }, [
      'VITE_DEMO_ASSISTANT_ID',
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('VITE_DEMO_ASSISTANT_ID is not set');
  });

  it('stays quiet for a keyed build, the server build, development and tests', () => {
    expect(resolve('real', { command: 'build', mode: 'production' }).warn).not.toHaveBeenCalled();
    expect(
      resolve('simulated', { command: 'build', mode: 'production', ssr: true }).warn,
    ).not.toHaveBeenCalled();
    expect(resolve('simulated', { command: 'serve', mode: 'development' }).warn).not.toHaveBeenCalled();
    expect(resolve('simulated', { command: 'build', mode: 'test' }).warn).not.toHaveBeenCalled();
  });
});
