import { Text } from '@react-email/components';
import type { Mail } from './order-mails.js';
import { Button, heading, Layout, small, text, type MailShop } from './layout.js';

/** The mail staff send themselves from Shop Settings: proof that the shop's mail arrives (issue 26). */
export function testMail(shop: MailShop): Mail {
  return {
    subject: `Test mail from ${shop.name}`,
    element: (
      <Layout shop={shop} preview="Your shop can send mail">
        <Text style={heading}>Your shop’s mail works</Text>
        <Text style={text}>
          You asked {shop.name} to send a test mail, and here it is. Order confirmations, shipping updates and
          password resets reach your customers the same way.
        </Text>
        <Button href={`${shop.publicUrl}/shop-settings`}>Open Shop Settings</Button>
        <Text style={small}>Links in your shop’s mails start with {shop.publicUrl}.</Text>
      </Layout>
    ),
  };
}
