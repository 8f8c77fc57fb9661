import { type ActionContext, objectOf, type Patch, type Validate } from '../action-context';
import { MockProblem } from '../reply';
import type { Operations } from '../resources';

/** The schema types a scorecard metric can score: the platform scores numbers and booleans only. */
export const SCORABLE_TYPES = ['number', 'integer', 'boolean'] as const;

/** Why the body's metrics cannot be scored (an output the mock does not hold, or not a number or boolean). */
function metricsProblem({ store, body }: ActionContext): string | undefined {
  const metrics = Array.isArray(body.metrics) ? body.metrics : [];
  for (const [index, metric] of metrics.entries()) {
    const outputId = objectOf(metric)?.structuredOutputId;
    const output = typeof outputId === 'string' ? store.get('structured-output', outputId) : undefined;
    if (!output)
      return `metrics.${index}.structuredOutputId names no structured output: "${String(outputId)}".`;
    const type = [objectOf(output.schema)?.type].flat()[0];
    if (!SCORABLE_TYPES.some((scorable) => scorable === type)) {
      return `metrics.${index}.structuredOutputId names a structured output of type ${String(type)}; a scorecard scores numbers and booleans only.`;
    }
  }
  return undefined;
}

/** A new scorecard's metrics must each score a number or boolean structured output the org has. */
export const validateScorecard: Validate = (context) => metricsProblem(context);

/** An update is checked like a create; the body is merged as sent. */
export const scorecardPatch: Patch = (context) => {
  const message = metricsProblem(context);
  if (message) throw new MockProblem(400, message);
  return context.body;
};

/** The scorecard rows of the operation table: what their operations do beyond their method and path. */
export const scorecardOperations: Operations = {
  'POST /observability/scorecard': { resource: 'scorecard', action: 'create', validate: validateScorecard },
  'PATCH /observability/scorecard/{id}': { resource: 'scorecard', action: 'update', patch: scorecardPatch },
};
