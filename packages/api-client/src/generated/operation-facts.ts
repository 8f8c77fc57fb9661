// This file is generated. Do not edit it by hand.
// Source: openapi/published/platform-openapi.json + openapi/corrections.yaml + openapi/overlay/ (and the files it references): the operations without security.
// Generator: scripts/openapi/generate.mjs.
// Regenerate: pnpm generate

/** Operations the platform serves without a bearer token, keyed `METHOD /path`. */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(["POST /credential/webhook"]);
