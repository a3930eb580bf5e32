import { graphql } from '../../../gql';

export const NotificationSettingsDocument = graphql(`
  query NotificationSettings {
    notificationSettings {
      kind
      enabled
      takesRecipients
      recipients
      updatedAt
    }
  }
`);

export const UpdateNotificationSettingDocument = graphql(`
  mutation UpdateNotificationSetting($kind: NotificationKind!, $enabled: Boolean!, $recipients: [String!]!) {
    updateNotificationSetting(kind: $kind, enabled: $enabled, recipients: $recipients) {
      kind
      enabled
      recipients
      updatedAt
    }
  }
`);

export const EmailOutboxDocument = graphql(`
  query EmailOutbox($status: OutboxStatus, $first: Int, $skip: Int) {
    emailOutbox(status: $status, first: $first, skip: $skip) {
      count
      items {
        id
        to
        subject
        template
        status
        attempts
        lastError
        createdAt
        sentAt
      }
    }
  }
`);

export const ResendEmailDocument = graphql(`
  mutation ResendEmail($id: ID!) {
    resendEmail(id: $id) {
      id
      status
    }
  }
`);
