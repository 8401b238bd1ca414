/**
 * What other parts of the server may use of the mail module (docs/architecture.md, "Module
 * entries"): a mailer and the shape of a message.
 */
export { createMailer, type MailMessage, type MailOutcome, type Mailer } from './service.js';
