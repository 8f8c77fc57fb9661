// Two pieces of @clinic/api-client the mock needs before the client publishes them: which operations go without a
// bearer token, and the platform's HMAC signer (issue 26 gives the client a public `signServerMessage`, and
// generates the per-operation facts; both replace this file). Imported from the client's source so that each stays
// written once; tsup bundles them into the mock, so nothing here reaches into the client at run time.
export { isPublicOperation } from '../../api-client/src/client/auth';
