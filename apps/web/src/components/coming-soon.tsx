import { Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A temporary screen for routes whose feature is still being built. */
export function ComingSoon({
  title,
  text = 'This page is being crafted.',
}: {
  title: string;
  text?: string;
}) {
  return (
    <div className="mx-auto grid max-w-xl px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-10 text-center">
        <Hammer aria-hidden="true" className="size-10 text-accent" />
        <h1 className="text-3xl">{title}</h1>
        <p className="text-muted">{text}</p>
        <Button asChild variant="outline">
          <Link to="/">Back to the shop</Link>
        </Button>
      </Card>
    </div>
  );
}
