import { z } from "zod";
import { textSchema } from "./text.ts";
import { emailInputSchema } from "../entities/user.ts";

/** `POST /api/contact`: a message from the contact form (no account needed). */
export const contactMessageRequestSchema = z.object({
  name: textSchema().trim().min(1, "Enter your name").max(100),
  email: emailInputSchema,
  subject: textSchema().trim().min(1, "Enter a subject").max(200),
  message: textSchema().trim().min(1, "Enter a message").max(5000),
});
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;

/** The answer, 201: the message is stored. */
export const contactMessageResponseSchema = z.object({
  ok: z.literal(true),
  id: z.string().min(1),
});
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
