import * as z from 'zod/mini';

export const INQUIRY_TYPES = {
  help: 'General Help',
  bug: 'Bug Report',
  user: 'User Report',
  feature: 'Feature Request',
  other: 'Other',
} as const;
export type InquiryType = keyof typeof INQUIRY_TYPES;
const inquiryTypeKeys = Object.keys(INQUIRY_TYPES) as [InquiryType, ...InquiryType[]];

export const CONTACT_MESSAGES = { missing: 'Please fill out all fields!' } as const;
const required = (max: number) =>
  z
    .string({ error: CONTACT_MESSAGES.missing })
    .check(z.trim(), z.minLength(1, CONTACT_MESSAGES.missing), z.maxLength(max));

/** `POST /email` body. */
export const contactInquirySchema = z.object({
  name: required(100),
  email: z.pipe(required(254), z.email('Please enter a valid email address')),
  inquiryType: z.enum(inquiryTypeKeys, { error: 'Please choose a valid reason for contact' }),
  message: required(5000),
});
export type ContactInquiryDto = z.input<typeof contactInquirySchema>;
