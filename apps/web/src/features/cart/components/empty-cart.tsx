import { ShoppingBag } from 'lucide-react';
import { Link } from '@/lib/router';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

/** The cart and checkout both meet an empty cart; only the line under the title differs. */
export function EmptyCart({ message }: { message: string }) {
  const t = useT();
  return (
    <EmptyState
      className="mt-6"
      icon={<ShoppingBag />}
      title={t('cart.empty.title')}
      message={message}
      action={
        <Button asChild>
          <Link to="/">{t('orders.startShopping')}</Link>
        </Button>
      }
    />
  );
}
