import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { CustomerNotificationSettings, NotificationTemplate } from './notification.entity.js';
import {
  customerNotificationSettings, notificationTemplates, previewNotificationTemplate, saveCustomerNotificationSettings, saveNotificationTemplate,
} from './notification.settings.js';

@InputType({ description: 'A notification template as edited: handlebars text (an SMS has no subject)' })
export class NotificationTemplateInput {
  @Field(() => String, { description: 'Booked, OnTheWay or Delivered' }) event!: string;
  @Field(() => String, { description: 'Email or Sms' }) channel!: string;
  @Field(() => String, { nullable: true }) subject?: string | null;
  @Field(() => String) body!: string;
}

@ObjectType({ description: 'A template rendered against a sample booking' })
export class NotificationPreview {
  @Field(() => String) subject!: string;
  @Field(() => String) body!: string;
}

@InputType({ description: "A customer's recipient notifications; absent fields keep their value" })
export class CustomerNotificationSettingsInput {
  @Field(() => Boolean, { nullable: true }) emailEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) smsEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) includeDeliveryContact?: boolean;
  @Field(() => Boolean, { nullable: true }) attachProofOfDelivery?: boolean;
  @Field(() => Boolean, { nullable: true }) onBooked?: boolean;
  @Field(() => Boolean, { nullable: true }) onTheWay?: boolean;
  @Field(() => Boolean, { nullable: true }) onDelivered?: boolean;
}

/** Recipient notifications over GraphQL (issue 25 item 4): the same use cases as the REST routes. */
@Resolver()
export class NotificationResolver {
  @Query(() => [NotificationTemplate], { description: 'The message templates, per event and channel (office admin)' })
  notificationTemplates(@Ctx() ctx: RequestContext): Promise<NotificationTemplate[]> {
    return notificationTemplates(ctx);
  }

  @Query(() => NotificationPreview, { description: 'Renders a template with sample values (office admin): a bad template is a BAD_USER_INPUT' })
  previewNotificationTemplate(@Arg('input', () => NotificationTemplateInput) input: NotificationTemplateInput, @Ctx() ctx: RequestContext): NotificationPreview {
    return previewNotificationTemplate(ctx, input);
  }

  @Mutation(() => NotificationTemplate, { description: 'Sets the template of one event and channel (office admin)' })
  saveNotificationTemplate(@Arg('input', () => NotificationTemplateInput) input: NotificationTemplateInput, @Ctx() ctx: RequestContext): Promise<NotificationTemplate> {
    return saveNotificationTemplate(ctx, input);
  }

  @Query(() => CustomerNotificationSettings, { description: 'Which messages a customer\'s recipients are sent (office)' })
  customerNotificationSettings(@Arg('customerId', () => Int) customerId: number, @Ctx() ctx: RequestContext): Promise<CustomerNotificationSettings> {
    return customerNotificationSettings(ctx, customerId);
  }

  @Mutation(() => CustomerNotificationSettings, { description: 'Sets which messages a customer\'s recipients are sent (office)' })
  saveCustomerNotificationSettings(
    @Arg('customerId', () => Int) customerId: number,
    @Arg('input', () => CustomerNotificationSettingsInput) input: CustomerNotificationSettingsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CustomerNotificationSettings> {
    return saveCustomerNotificationSettings(ctx, customerId, input);
  }
}
