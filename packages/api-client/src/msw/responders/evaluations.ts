import type { Responder } from '../action-context';
import { reply } from '../reply';

/** A simulation run starts with one item per simulation it names, each queued. */
export const respondCreateSimulationRun: Responder = ({ store, body, session }) => {
  const run = store.create('simulation-run', {
    ...body,
    orgId: session.orgId,
    status: 'queued',
  });
  const targets = Array.isArray(body.simulations) ? body.simulations : [];
  for (const simulation of targets) {
    store.create('simulation-run-item', {
      orgId: session.orgId,
      runId: run.id,
      simulation,
      status: 'queued',
    });
  }
  return reply(201, run);
};

/** Generating a run item's conversation marks it running; the platform answers without a body. */
export const respondGenerateRunItem: Responder = ({ store, target }) => {
  if (target) store.update('simulation-run-item', target.id, { status: 'running' });
  return reply(201, undefined);
};

/** Scenarios the platform would write from a prompt: the mock writes as many as asked, each stored. */
export const respondGenerateScenarios: Responder = ({ store, body, session }) => {
  const count = typeof body.count === 'number' && body.count > 0 ? Math.min(body.count, 10) : 1;
  const scenarios = Array.from({ length: count }, (_, index) =>
    store.create('simulation-scenario', {
      orgId: session.orgId,
      name: `Generated scenario ${index + 1}`,
      instructions: 'Ask for the earliest appointment and confirm it.',
    }),
  );
  return reply(201, { scenarios });
};

/** How many simulations may run at once, and how many do. */
export const respondSimulationConcurrency: Responder = ({ store }) =>
  reply(200, {
    limit: 10,
    active: store.list('simulation-run').filter((run) => run.status === 'running').length,
  });
