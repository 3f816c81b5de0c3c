import { z } from 'zod'
import { fillMessage } from './messages.ts'

/** What a contact message is about; the support team sorts its inbox by it. */
export const contactTopics = ['booking', 'payment', 'specialists', 'academies', 'press', 'other'] as const
export type ContactTopic = (typeof contactTopics)[number]

export const contactLimits = {
  name: { min: 2, max: 80 },
  message: { min: 10, max: 2000 },
} as const

// A line break in a value that may reach an e-mail header would start a header of its own ("\r\nBcc: ...").
const oneLine = (value: string) => !/[\r\n]/.test(value)

/** The "Contact us" form (/contact-us), checked by the form and by POST /v1/contact-messages alike. */
export const contactMessageInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .refine(oneLine, 'Name must be on one line')
    .pipe(
      z
        .string()
        .trim()
        .min(1, 'Name is required')
        .min(contactLimits.name.min, fillMessage('Name must be {{min}} to {{max}} characters', contactLimits.name))
        .max(contactLimits.name.max, fillMessage('Name must be {{min}} to {{max}} characters', contactLimits.name)),
    ),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  topic: z.enum(contactTopics, { error: 'Choose a topic' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .min(contactLimits.message.min, fillMessage('Message must be {{min}} to {{max}} characters', contactLimits.message))
    .max(
      contactLimits.message.max,
      fillMessage('Message must be {{min}} to {{max}} characters', contactLimits.message),
    ),
})
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>

export const contactMessageResponseSchema = z.object({
  data: z.object({ id: z.string(), createdAt: z.string() }),
})
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>
