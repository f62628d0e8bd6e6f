/** The health checks' answers, for the OpenAPI document (load balancers and orchestrators read them). */
import { Type } from 'typebox';

const Status = Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('unavailable')]);

export const HEALTH_SCHEMA = {
  summary: 'Liveness: the process answers.',
  security: [],
  response: { 200: Type.Object({ status: Type.Literal('ok') }) },
};

export const READY_SCHEMA = {
  summary: 'Readiness: the database answers (503 when it does not); fanOut is the realtime fan-out (Redis) state.',
  security: [],
  response: {
    200: Type.Object({ status: Status, database: Status, fanOut: Type.String() }),
    503: Type.Object({ status: Status, database: Status, fanOut: Type.String() }),
  },
};
