import { Text } from '@react-email/components';
import type { Mail } from './order-mails.js';
import { Button, heading, Layout, small, text, type MailShop } from './layout.js';

/** What the new-device mail says, kept with the notification when the sign-in happened. */
export interface NewDeviceMailData {
  /** 'Chrome on Android'. */
  device: string;
  /** The address the sign-in came from, as the server saw it; empty when unknown. */
  address: string;
  /** When, as the shop's staff read it: '29 Nov 2026, 2:02 pm IST'. */
  at: string;
}

/**
 * A staff account signed in from a device it had never used (issue 29): its owner hears of it at
 * once, and can end that session from their profile if it was not them.
 */
export function newDeviceMail(shop: MailShop, data: NewDeviceMailData): Mail {
  return {
    subject: `New sign-in to your ${shop.name} staff account`,
    element: (
      <Layout shop={shop} preview={`Signed in with ${data.device}`}>
        <Text style={heading}>A new device signed in</Text>
        <Text style={text}>
          Your staff account at {shop.name} was signed in with {data.device}
          {data.address ? ` from ${data.address}` : ''} on {data.at}.
        </Text>
        <Text style={text}>
          If this was you, there is nothing to do. If it was not, open your profile, sign that session out and
          change your password.
        </Text>
        <Button href={`${shop.publicUrl}/profile`}>Open your profile</Button>
        <Text style={small}>
          Every staff sign-in from a device your account has not used before sends this mail.
        </Text>
      </Layout>
    ),
  };
}
