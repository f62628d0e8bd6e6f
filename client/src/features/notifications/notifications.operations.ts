/** Recipient notifications (issue 25 item 4): the templates (office admins) and a customer's settings (office). */
import { graphql } from '../../gql';

export const NotificationTemplatesQuery = graphql(`
  query NotificationTemplates {
    notificationTemplates {
      event
      channel
      subject
      body
      updatedAt
    }
  }
`);

export const PreviewNotificationTemplateQuery = graphql(`
  query PreviewNotificationTemplate($input: NotificationTemplateInput!) {
    previewNotificationTemplate(input: $input) {
      subject
      body
    }
  }
`);

export const SaveNotificationTemplateMutation = graphql(`
  mutation SaveNotificationTemplate($input: NotificationTemplateInput!) {
    saveNotificationTemplate(input: $input) {
      event
      channel
      subject
      body
      updatedAt
    }
  }
`);

export const CustomerNotificationSettingsQuery = graphql(`
  query CustomerNotificationSettings($customerId: Int!) {
    customerNotificationSettings(customerId: $customerId) {
      customerId
      emailEnabled
      smsEnabled
      includeDeliveryContact
      attachProofOfDelivery
      onBooked
      onTheWay
      onDelivered
    }
  }
`);

export const SaveCustomerNotificationSettingsMutation = graphql(`
  mutation SaveCustomerNotificationSettings($customerId: Int!, $input: CustomerNotificationSettingsInput!) {
    saveCustomerNotificationSettings(customerId: $customerId, input: $input) {
      customerId
      emailEnabled
      smsEnabled
      includeDeliveryContact
      attachProofOfDelivery
      onBooked
      onTheWay
      onDelivered
    }
  }
`);
