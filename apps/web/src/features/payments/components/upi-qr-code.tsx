import { QrCode } from '@/components/qr-code';

/** The `upi://pay` link as a QR code (decision 042). */
export function UpiQrCode({ link, label, className }: { link: string; label: string; className?: string }) {
  return <QrCode value={link} label={label} className={className} testId="upi-qr" />;
}
