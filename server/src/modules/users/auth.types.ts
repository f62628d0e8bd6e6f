import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { User } from './user.entity.js';

@InputType({ description: 'Office, customer or driver sign-in' })
export class AuthenticateInput {
  @Field(() => String) username!: string;
  @Field(() => String) password!: string;
  @Field(() => String, { description: 'Kept by the client in local storage; generated once per device' }) deviceUuid!: string;
  @Field(() => String, { nullable: true, description: 'The e-mailed code, once a sign-in answered 614' }) authenticationCode?: string;
}

@InputType({ description: 'A customer\'s login' })
export class CustomerLoginInput {
  @Field(() => String) username!: string;
  @Field(() => String) password!: string;
  @Field(() => String, { nullable: true }) deviceUuid?: string;
  @Field(() => String, { nullable: true }) authenticationCode?: string;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String) newPassword!: string;
  @Field(() => String) confirmPassword!: string;
  @Field(() => String, { nullable: true, description: "Required to change one's own password; not when an admin resets another user's" }) currentPassword?: string | null;
}

@ObjectType()
export class AuthPayload {
  @Field(() => String, { description: 'Send it in the Token header (HTTP) or connectionParams.token (WebSocket)' }) token!: string;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => User) user!: User;
}

@ObjectType({ description: 'Settings the client needs before and after sign-in' })
export class AppConfig {
  @Field(() => String) productShortName!: string;
  @Field(() => Int) sessionTimeoutMs!: number;
  @Field(() => Int) sessionWarningMs!: number;
  @Field(() => String) mapTileUrl!: string;
  @Field(() => String) mapTileAttribution!: string;
  @Field(() => String, { nullable: true }) mapTrafficUrl?: string;
}

@ObjectType({ description: 'Tells a client its session was ended elsewhere (e.g. a password change)' })
export class SessionEnded {
  @Field(() => Int) userId!: number;
}
