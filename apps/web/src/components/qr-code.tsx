import { create } from 'qrcode';
import { useMemo } from 'react';

/** The blank border a scanner needs around the code, in modules (the QR standard asks for four). */
const QUIET_ZONE = 4;

/**
 * `value` as a QR code, drawn here from the `qrcode` package's matrix (decision 042): nothing is
 * fetched, and it is one SVG path that stays sharp at any size and prints as it shows. The UPI
 * payment link and the authenticator app's set-up address use it.
 */
export function QrCode({
  value,
  label,
  className,
  testId,
}: {
  value: string;
  label: string;
  className?: string;
  testId?: string;
}) {
  const { size, path } = useMemo(() => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a QR error-correction level
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG path data
        if (modules.get(row, column)) d += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { size: modules.size + QUIET_ZONE * 2, path: d };
  }, [value]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
