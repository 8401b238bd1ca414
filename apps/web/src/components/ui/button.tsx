import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Slot } from './slot';

const buttonVariants = cva(
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-[background-color,color,box-shadow,transform] duration-150 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:pointer-events-none disabled:opacity-50 active:translate-y-px [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-accent text-white shadow-sm hover:bg-accent-strong',
        secondary: 'bg-sand text-ink hover:bg-sand-deep',
        outline: 'border border-line bg-card text-ink hover:border-ink-soft/40 hover:bg-sand/60',
        ghost: 'text-ink hover:bg-sand',
        destructive: 'bg-danger text-white hover:bg-danger/90',
        link: 'rounded-none px-0 text-accent underline-offset-4 hover:underline',
        whatsapp: 'bg-[#1c7a43] text-white shadow-sm hover:bg-[#15613a]',
      },
      size: {
        default: 'h-11 px-5 text-sm',
        // 44 px on phones (thumbs), compact from the sm breakpoint where a pointer is likely.
        sm: 'h-11 px-3.5 text-sm sm:h-9',
        lg: 'h-12 px-7 text-base',
        touch: 'h-11 min-w-11 px-4 text-sm',
        icon: 'size-11',
        'icon-sm': 'size-11 sm:size-9',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child (e.g. a router Link) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element name
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
