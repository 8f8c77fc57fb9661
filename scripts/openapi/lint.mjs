// Lints the bundled document (the published one, corrected, plus the overlay) with @redocly/openapi-core's
// recommended rules, offline: the structural checks of an OpenAPI document (valid 3.1, resolvable refs, unique
// operation ids…) that no hand-written code of ours repeats.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { bundlePlatformDocument } from './bundle.mjs';

/**
 * Redocly's recommended rules, less those the platform's own document breaks by design; each is a fact of the API
 * we describe, not a defect a correction could fix:
 * - `no-ambiguous-paths`: `/{provider}/workflows` beside `/voice-library/{provider}` both exist at the platform;
 * - `operation-4xx-response`: the platform publishes no error responses for most operations;
 * - `info-license-url`: the licence is named (MIT) and recorded in the provenance, with no address;
 * - `operation-summary`, `tag-description`: prose is dropped on import;
 * - `no-unused-components`: every published schema keeps its name in `components`, used by an operation or not.
 */
export const LINT_RULES = {
  'no-ambiguous-paths': 'off',
  'operation-4xx-response': 'off',
  'operation-summary': 'off',
  'info-license-url': 'off',
  'tag-description': 'off',
  'no-unused-components': 'off',
};

/**
 * Every problem Redocly finds, errors and warnings alike, one readable line each.
 * @param {{ dir?: string }} [options] `dir` replaces openapi/ (tests lint broken copies this way)
 * @returns {Promise<string[]>}
 */
export async function lintPlatformDocument(options = {}) {
  return lintBundledDocument(await bundlePlatformDocument(options));
}

/**
 * The problems of a document already bundled.
 * @param {Record<string, any>} doc
 * @returns {Promise<string[]>}
 */
export async function lintBundledDocument(doc) {
  const config = await createConfig({ extends: ['recommended'], rules: LINT_RULES });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'bundled.json', config });
  return problems.map((problem) => {
    const location = problem.location?.[0];
    return `${problem.severity} ${problem.ruleId} at ${location?.pointer ?? ''}: ${problem.message}`;
  });
}
