import type { FastifyInstance } from 'fastify';
import { parseBasicAuthorization } from '../../auth/credentials.js';
import { requireUser } from '../../context.js';
import { badInput } from '../../errors.js';
import { changePassword, signOut } from './session.service.js';
import { signIn, type SignedIn } from './sign-in.service.js';
import { toRestUser } from './user.mapper.js';

type Json = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function asObject(value: unknown): Json {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badInput([{ field: 'Body', message: 'The request body must be a JSON object.' }]);
  return value as Json;
}

/** The session comes back in the Token header (spec 1 §7) and, for convenience, in the body. */
function signedIn(result: SignedIn) {
  return { Token: result.token, ExpiresAt: result.expiresAt.toISOString(), User: toRestUser(result.user) };
}

/** Sign-in and session routes of spec 1 §7, in the spec's PascalCase. */
export async function userRoutes(app: FastifyInstance) {
  app.post('/Users/Authenticate', async (request, reply) => {
    const basic = parseBasicAuthorization(request.headers.authorization);
    const b = asObject(request.body);
    const credentials = {
      ...basic,
      deviceUuid: basic.deviceUuid ?? text(b.DeviceUuid) ?? text(request.headers.deviceuuid),
      authenticationCode: basic.authenticationCode ?? text(b.AuthenticationCode) ?? text(request.headers.authenticationcode),
    };
    const result = await signIn(request.ctx.em, request.ctx.config, credentials, request.ctx.ip, 'users', request.ctx.now);
    return reply.header('Token', result.token).send(signedIn(result));
  });

  app.post('/Customers/Login', async (request, reply) => {
    const b = asObject(request.body);
    const credentials = {
      username: text(b.username) ?? text(b.Username) ?? '',
      password: text(b.password) ?? text(b.Password) ?? '',
      deviceUuid: text(b.deviceUuid) ?? text(b.DeviceUuid),
      authenticationCode: text(b.authenticationCode) ?? text(b.AuthenticationCode),
    };
    const result = await signIn(request.ctx.em, request.ctx.config, credentials, request.ctx.ip, 'customers', request.ctx.now);
    return reply.header('Token', result.token).send(signedIn(result));
  });

  app.get('/Users/Current', async (request) => toRestUser(requireUser(request.ctx)));

  app.post('/Users/SignOut', async (request, reply) => {
    if (request.ctx.session) await signOut(request.ctx.em, request.ctx.session, request.ctx.now);
    return reply.status(204).send();
  });

  app.put<{ Params: { id: string } }>('/Users/ChangePassword/:id', async (request, reply) => {
    const user = requireUser(request.ctx);
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id <= 0) throw badInput([{ field: 'Id', message: 'The user id must be a positive whole number.' }]);
    const b = asObject(request.body);
    const newPassword = text(b.NewPassword) ?? text(b.newPassword) ?? text(b.Password) ?? '';
    const confirmPassword = text(b.ConfirmPassword) ?? text(b.confirmPassword);
    const { ctx } = request;
    await changePassword(ctx.em, ctx.config, ctx.pubsub, { user, session: ctx.session }, id, { newPassword, confirmPassword }, ctx.now);
    return reply.status(204).send();
  });
}
