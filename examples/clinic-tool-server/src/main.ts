import { createServer } from 'node:http';
import { createNodeListener } from '@clinic/api-client/server';
import { createAppointmentBook } from './appointment-book';
import { createClinicToolServer } from './clinic-tools';

// CLINIC_HMAC_SECRET is the secretKey of the platform credential (an HMAC plan, sha256, default headers) that
// the assistant's server.credentialId names. Without it the server refuses to start rather than accept anyone.
const secretKey = process.env.CLINIC_HMAC_SECRET;
if (!secretKey) {
  console.error('Set CLINIC_HMAC_SECRET to the secretKey of your HMAC credential.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8787);
const handle = createClinicToolServer({
  auth: { type: 'hmac', secretKey, algorithm: 'sha256' },
  book: createAppointmentBook(),
  onError: (error) => console.error(`clinic-tool-server: ${error.name}: ${error.message}`),
});
createServer(createNodeListener(handle)).listen(port, () => {
  console.log(`clinic-tool-server: POST server messages to http://localhost:${port}/`);
});
