// Lints openapi/ with @redocly/openapi-core's recommended rules, offline: the structural checks of the OpenAPI
// document (valid 3.1, resolvable refs, operation ids, responses…) that no hand-written code of ours repeats.
import path from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';
import { OPENAPI_DIR } from './bundle-platform-document.mjs';

/**
 * Redocly's recommended rules, less one the platform's own paths break: `/{provider}/workflows` and
 * `/voice-library/{provider}` both exist at the platform, so their "ambiguity" is a fact of the API we describe.
 */
export const LINT_RULES = { 'no-ambiguous-paths': 'off' };

/**
 * Every problem Redocly finds, errors and warnings alike, one readable line each.
 * @param {{ dir?: string }} [options] `dir` replaces openapi/ (tests lint broken copies this way)
 * @returns {Promise<string[]>}
 */
export async function lintPlatformDocument(options = {}) {
  const dir = options.dir ? path.resolve(options.dir) : OPENAPI_DIR;
  const config = await createConfig({ extends: ['recommended'], rules: LINT_RULES });
  const problems = await lint({ ref: path.join(dir, 'platform.yaml'), config });
  return problems.map((problem) => {
    const location = problem.location?.[0];
    const file = location?.source?.absoluteRef
      ? path.relative(dir, location.source.absoluteRef)
      : 'platform.yaml';
    return `${problem.severity} ${problem.ruleId} in ${file} ${location?.pointer ?? ''}: ${problem.message}`;
  });
}
