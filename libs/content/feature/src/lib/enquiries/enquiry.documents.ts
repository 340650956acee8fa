import { graphql } from '@giftshop/shared-graphql';

/** A business quote request with a solved captcha; answered on the form's fields (lines as lines[0].quantity). */
export const RequestQuoteMutation = graphql(`
  mutation RequestQuote($userData: UserDataInput!, $input: QuoteRequestInput!, $captchaToken: String!) {
    requestQuote(userData: $userData, input: $input, captchaToken: $captchaToken) {
      status
      errors { ...ServiceError_error }
    }
  }
`);

/** A message of the contact form with a solved captcha. */
export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($userData: UserDataInput!, $input: ContactMessageInput!, $captchaToken: String!) {
    sendContactMessage(userData: $userData, input: $input, captchaToken: $captchaToken) {
      status
      errors { ...ServiceError_error }
    }
  }
`);
