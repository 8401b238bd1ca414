import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { useToasts } from './use-toast';

const loadView = () => import('./toast-view');
const ToastView = lazy(() => loadView().then((module) => ({ default: module.ToastView })));

/**
 * Mount once near the root; shows whatever `toast()` last asked for. The Radix part is fetched when
 * the browser is idle (or at the first toast), keeping it out of the first-load bundle.
 */
export function Toaster() {
  const items = useToasts();
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted && items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
