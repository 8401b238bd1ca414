import type { MailShop } from '../../src/modules/notifications/templates/layout.js';

/** The shop as the mail tests name it: its footer, and the public address its links start with. */
export const MAIL_SHOP: MailShop = {
  name: 'Kaarigar Studio',
  email: 'hello@kaarigar.studio',
  phones: ['+91 98765 43210'],
  addressLines: ['Greater Noida'],
  publicUrl: 'https://shop.example',
};
