import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  apiPost,
  type ContactInquiryDto,
  contactInquirySchema,
  mutationKeys,
  unreadBodySchema,
} from 'shared-api';

/**
 * `POST /email` (public, no token). The body is checked against the shared schema first, so a bad
 * form never leaves the browser and the message shown is the schema's (e.g. 'Please fill out all
 * fields!'). The spec's original did not await the answer; we do, so a failure can be shown.
 */
export async function sendContactInquiry(inquiry: ContactInquiryDto): Promise<void> {
  const parsed = contactInquirySchema.safeParse(inquiry);
  if (!parsed.success) {
    throw new ApiError(parsed.error.issues[0]?.message ?? 'Invalid contact inquiry', 400);
  }
  await apiPost('/email', parsed.data, unreadBodySchema, { auth: false });
}

/** The contact form's mutation: idle → pending → success | error. */
export function useSendContactInquiry() {
  return useMutation({ mutationKey: mutationKeys.sendContact, mutationFn: sendContactInquiry });
}
