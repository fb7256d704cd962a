import { z } from 'zod';
import { ZIsoTimeSchema } from './date-key.ts';
import { isSimpleEmail } from './email.ts';
import { hasControlCharacters } from './user-name.ts';
import { CONTACT_SUBJECT_PREFIX, SNIPPET_LENGTH, SUBJECT_FALLBACK_LENGTH } from './limits.ts';
import { formatWholeNumber } from './format-whole-number.ts';

// Contracts and rules of contact submissions and conversations.

/** The spec shows no length limit; we store at most this many characters per message (and contact message). */
export const MESSAGE_MAX_LENGTH = 5_000;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 320;
/** A page is at most this long; without a limit the list routes answer everything (the dashboard does that). */
export const CONVERSATION_PAGE_MAX = 100;

export const CONTACT_LOGIN_REQUIRED_MESSAGE = 'You must be logged in to send a message.';
export const CONTACT_FIELDS_REQUIRED_MESSAGE = 'Please fill in all fields.';
export const CONTACT_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const CONTACT_NAME_INVALID_MESSAGE = 'Names cannot contain line breaks or control characters.';
export const CONTACT_SUCCESS_MESSAGE = 'Message sent! We will reply in your Messages.';
export const MESSAGE_EMPTY_MESSAGE = 'Please type a message before sending.';
export const MESSAGE_TOO_LONG_MESSAGE = `Messages can be at most ${formatWholeNumber(MESSAGE_MAX_LENGTH)} characters.`;
export const CONVERSATION_ENDED_MESSAGE = 'This conversation has been ended by an administrator.';
export const CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation not found.';
export const ADMIN_SENDER_NAME = 'Admin';
export const DEFAULT_USER_SENDER_NAME = 'User';

export const CONVERSATION_STATUSES = ['open', 'ended'] as const;
export const SENDER_ROLES = ['user', 'admin'] as const;
export type TSenderRole = (typeof SENDER_ROLES)[number];

/** The stored snippet is the first 100 characters of the last message. */
export function toSnippet(text: string): string {
  return Array.from(text).slice(0, SNIPPET_LENGTH).join('');
}

/** A contact submission's subject: 'Contact Form: Inquiry from {name}'. */
export function toContactSubject(name: string): string {
  return `${CONTACT_SUBJECT_PREFIX}Inquiry from ${name}`;
}

/** The cook's list shows subjects without the 'Contact Form: ' prefix. */
export function stripContactPrefix(subject: string): string {
  return subject.startsWith(CONTACT_SUBJECT_PREFIX) ? subject.slice(CONTACT_SUBJECT_PREFIX.length) : subject;
}

/** The admin Messages table shows the subject, else the first 30 characters of the snippet plus '...', else 'N/A'. */
export function toSubjectCell(subject: string | null | undefined, snippet: string | null | undefined): string {
  if (subject && subject.trim().length > 0) return subject;
  if (snippet && snippet.trim().length > 0) return `${Array.from(snippet).slice(0, SUBJECT_FALLBACK_LENGTH).join('')}...`;
  return 'N/A';
}

// ---- API contracts

/** POST /api/contact-submission. Fields are optional here so a missing one gets the spec's message, not a schema error. */
export const ZContactSubmissionSchema = z.object({
  // The name goes into the admins' mail subject: no line breaks or other control characters.
  name: z
    .string()
    .max(CONTACT_NAME_MAX_LENGTH)
    .refine((name) => !hasControlCharacters(name), CONTACT_NAME_INVALID_MESSAGE)
    .optional(),
  email: z.string().max(CONTACT_EMAIL_MAX_LENGTH).optional(),
  message: z.string().max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE).optional(),
});
export type TContactSubmission = z.infer<typeof ZContactSubmissionSchema>;

export type TContactFields = { name: string; email: string; message: string };

/** The contact form rules, shared by the form and the server: every field filled (after trimming), a plausible e-mail. */
export function checkContactFields(input: TContactSubmission): { isValid: true; fields: TContactFields } | { isValid: false; error: string } {
  const fields = { name: input.name?.trim() ?? '', email: input.email?.trim() ?? '', message: input.message?.trim() ?? '' };
  if (!fields.name || !fields.email || !fields.message) return { isValid: false, error: CONTACT_FIELDS_REQUIRED_MESSAGE };
  if (!isSimpleEmail(fields.email)) return { isValid: false, error: CONTACT_EMAIL_INVALID_MESSAGE };
  return { isValid: true, fields };
}

/**
 * POST /api/contact-submission/disabled-account: a disabled account cannot sign in, so it
 * proves itself with its e-mail and password instead. Wrong credentials read like a failed login.
 */
export const ZDisabledAccountContactSchema = z.object({
  email: z.string().max(CONTACT_EMAIL_MAX_LENGTH).optional(),
  password: z.string().max(1_024).optional(),
  message: z.string().max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE).optional(),
});
export type TDisabledAccountContact = z.infer<typeof ZDisabledAccountContactSchema>;
export type TDisabledAccountContactFields = { email: string; password: string; message: string };

export const DISABLED_CONTACT_SUCCESS_MESSAGE = 'Message sent! An administrator will answer you by e-mail.';
export const DISABLED_CONTACT_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const DISABLED_CONTACT_NOT_DISABLED_MESSAGE = 'This account is not disabled. Log in and write to us from Contact Us.';

/** Every field filled (the message after trimming) and a plausible e-mail; the form and the server share it. */
export function checkDisabledAccountContact(
  input: TDisabledAccountContact,
): { isValid: true; fields: TDisabledAccountContactFields } | { isValid: false; error: string } {
  const fields = { email: input.email?.trim().toLowerCase() ?? '', password: input.password ?? '', message: input.message?.trim() ?? '' };
  if (!fields.email || !fields.password || !fields.message) return { isValid: false, error: CONTACT_FIELDS_REQUIRED_MESSAGE };
  if (!isSimpleEmail(fields.email)) return { isValid: false, error: CONTACT_EMAIL_INVALID_MESSAGE };
  return { isValid: true, fields };
}

export const ZContactSubmissionResponseSchema = z.object({
  message: z.string(),
  conversationId: z.string(),
});

/**
 * A timestamp may arrive as an ISO string or as seconds/nanoseconds (plain or underscored).
 * Our server always sends ISO strings; readers accept every form and show the spec's fallbacks.
 */
export const ZTimestampSchema = z.union([
  z.string(),
  z.object({ seconds: z.number(), nanoseconds: z.number().optional() }),
  z.object({ _seconds: z.number(), _nanoseconds: z.number().optional() }),
]);

export const ZConversationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  subject: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  adminName: z.string().nullable(),
  status: z.enum(CONVERSATION_STATUSES),
  isReadAdmin: z.boolean(),
  isReadUser: z.boolean(),
  isDeletedByUser: z.boolean(),
  lastMessageSnippet: z.string(),
  endedAt: ZTimestampSchema.nullable(),
  createdAt: ZTimestampSchema,
  updatedAt: ZTimestampSchema,
});
export type TConversation = z.infer<typeof ZConversationSchema>;

export const ZMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  text: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  senderRole: z.enum(SENDER_ROLES),
  timestamp: ZTimestampSchema,
});
export type TMessage = z.infer<typeof ZMessageSchema>;

const ZIsoCursor = ZIsoTimeSchema;
const ZPageLimit = z.coerce.number().int().min(1).max(CONVERSATION_PAGE_MAX);

/**
 * Conversation lists: `lastUpdatedAt` is the spec's cursor (the updatedAt of the last loaded
 * conversation); `lastId`, its id, keeps paging exact when two conversations share a timestamp.
 */
export const ZListConversationsQuerySchema = z.object({
  limit: ZPageLimit.optional(),
  lastUpdatedAt: ZIsoCursor.optional(),
  lastId: z.string().max(100).optional(),
});
export type TListConversationsQuery = z.infer<typeof ZListConversationsQuerySchema>;

/** Messages come newest first; `lastTimestamp` (+ `lastId`) of the oldest loaded one asks for older ones. */
export const ZListMessagesQuerySchema = z.object({
  limit: ZPageLimit.optional(),
  lastTimestamp: ZIsoCursor.optional(),
  lastId: z.string().max(100).optional(),
});
export type TListMessagesQuery = z.infer<typeof ZListMessagesQuerySchema>;

/** POST /api/conversations/:id/messages. senderId and senderName are accepted and ignored: the session decides. */
export const ZSendMessageSchema = z.object({
  text: z.string().max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE),
  senderId: z.string().max(200).nullish(),
  senderName: z.string().max(200).nullish(),
});
export type TSendMessage = z.infer<typeof ZSendMessageSchema>;

export const ZMarkReadSchema = z.object({ role: z.enum(SENDER_ROLES) });

export const ZEndConversationResponseSchema = z.object({
  id: z.string(),
  status: z.literal('ended'),
  endedAt: z.string(),
  isReadUser: z.boolean(),
});

export { ZUnreadCountSchema } from './unread-count.ts';
