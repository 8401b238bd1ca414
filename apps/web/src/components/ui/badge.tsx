import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const badgeVariants = cva(
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'bg-accent text-white',
        secondary: 'bg-sand text-ink',
        destructive: 'bg-danger text-white',
        outline: 'border border-line text-ink-soft',
        highlight: 'bg-marigold text-ink',
        success: 'bg-leaf-soft text-leaf',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
