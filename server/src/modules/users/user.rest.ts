import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../policy/field-visibility.js';
import { parseBasicAuthorization } from '../../auth/credentials.js';
import { requireUser } from '../../context.js';
import { badInput } from '../../errors.js';
import { changePassword, signOut } from './session.service.js';
import { signIn, type SignedIn } from './sign-in.service.js';
import { toRestUser } from './user.mapper.js';
import { callerFirst } from '../../rest/caller-first.js';

/** A body its route's schema checked: the declared fields (text or null), under their PascalCase names. */
type Body = Record<string, string | null | undefined>;

/** A header or checked body field as text; anything else (null, a repeated header) reads as not given. */
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The session comes back in the Token header (behaviour.md "Sign-in and sessions / Signing in") and, for convenience, in the body. */
function signedIn(result: SignedIn) {
  return { Token: result.token, ExpiresAt: result.expiresAt.toISOString(), User: toRestUser(result.user, viewerOf(result.user)) };
}

const SIGNED_IN = R.Json('Token, ExpiresAt, User.');
/**
 * Checked in the settings' words ('Username must be text.'), a missing body read as {}. A body of the right
 * shape still reaches the sign-in, so its refusals keep their FailureReason and FailureCode headers.
 */
const CHECKED = { checked: true, dialect: 'settings' } as const;
// Sign-in refusals carry FailureReason and FailureCode headers; the device-code steps answer 614, 615 and 616.
const DEVICE = { 423: R.ErrorBody, 614: R.ErrorBody, 615: R.ErrorBody, 616: R.ErrorBody };

/** Sign-in and session routes of behaviour.md "Sign-in and sessions / Signing in", in the spec's PascalCase. */
export async function userRoutes(app: FastifyInstance) {
  app.post('/Users/Authenticate', { schema: { summary: 'Signs in with Basic authorization; the session token comes back in the Token header.', security: [], body: R.Body({ DeviceUuid: R.Text('Or the DeviceUuid header.'), AuthenticationCode: R.Text('The device code (614/615/616); or the AuthenticationCode header.') }, 'The device, when not in the headers.', CHECKED), response: R.Answers({ 200: SIGNED_IN }), 'x-statuses': DEVICE } }, async (request, reply) => {
    const basic = parseBasicAuthorization(request.headers.authorization);
    const b = request.body as Body;
    const credentials = {
      ...basic,
      deviceUuid: basic.deviceUuid ?? text(b.DeviceUuid) ?? text(request.headers.deviceuuid),
      authenticationCode: basic.authenticationCode ?? text(b.AuthenticationCode) ?? text(request.headers.authenticationcode),
    };
    const result = await signIn(request.ctx.em, request.ctx.config, credentials, request.ctx.ip, 'users', request.ctx.now);
    return reply.header('Token', result.token).send(signedIn(result));
  });

  app.post('/Customers/Login', { schema: { summary: 'A customer user signs in; the session token comes back in the Token header.', security: [], body: R.Body({ Username: R.Text('The username or e-mail address.'), Password: R.Text(), DeviceUuid: R.Text(), AuthenticationCode: R.Text() }, 'The credentials.', CHECKED), response: R.Answers({ 200: SIGNED_IN }), 'x-statuses': DEVICE } }, async (request, reply) => {
    const b = request.body as Body;
    const credentials = { username: b.Username ?? '', password: b.Password ?? '', deviceUuid: text(b.DeviceUuid), authenticationCode: text(b.AuthenticationCode) };
    const result = await signIn(request.ctx.em, request.ctx.config, credentials, request.ctx.ip, 'customers', request.ctx.now);
    return reply.header('Token', result.token).send(signedIn(result));
  });

  app.get('/Users/Current', { schema: { summary: 'The signed-in user.', response: R.Answers({ 200: R.Json('The user.') }) } }, async (request) => {
    const user = requireUser(request.ctx);
    return toRestUser(user, viewerOf(user));
  });

  // Clients send sign-out as JSON with nothing in it; an empty JSON body is fine here (issue 20 item 6).
  await app.register(async (signOutScope) => {
    signOutScope.removeContentTypeParser('application/json');
    signOutScope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
      if (!(text as string).trim()) return done(null, undefined);
      try {
        done(null, JSON.parse(text as string));
      } catch {
        done(badInput([{ field: 'Body', message: 'The request body is not valid JSON.' }]));
      }
    });
    signOutScope.post('/Users/SignOut', { schema: { summary: 'Ends the session (an empty body is fine).', ...R.NO_BODY, response: R.Answers({ 204: R.NoContent }) } }, async (request, reply) => {
      if (request.ctx.session) await signOut(request.ctx.em, request.ctx.pubsub, request.ctx.session, request.ctx.now);
      return reply.status(204).send();
    });
  });

  app.put<{ Params: { id: string }; Body: Body }>('/Users/ChangePassword/:id', { schema: { summary: 'Changes the signed-in user\'s password.', params: R.TextParams({ id: 'The user id; read after the sign-in check.' }), body: R.Body({ NewPassword: R.Text(), Password: R.Text('Another name for NewPassword.'), ConfirmPassword: R.Text(), CurrentPassword: R.Text('Required when changing one\'s own password.') }, 'The new password.', CHECKED), response: R.Answers({ 204: R.NoContent }) }, ...callerFirst(requireUser) }, async (request, reply) => {
    const user = requireUser(request.ctx);
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id <= 0) throw badInput([{ field: 'Id', message: 'The user id must be a positive whole number.' }]);
    const b = request.body;
    const newPassword = b.NewPassword ?? b.Password ?? '';
    const confirmPassword = text(b.ConfirmPassword);
    const currentPassword = text(b.CurrentPassword);
    const { ctx } = request;
    await changePassword(ctx.em, ctx.config, ctx.pubsub, { user, session: ctx.session }, id, { newPassword, confirmPassword, currentPassword }, ctx.now);
    return reply.status(204).send();
  });
}
