// What the schema worker loads (one chunk: zod and every shared-model schema).

export { MUTATIONS } from '@greenroom/shared-model/schemas/mutations';
export { replicaRowProblem } from '@greenroom/shared-model/schemas/replica-rows';
