import { useEffect, useState, type ReactElement } from 'react';
import { Spin } from 'antd';
import { useLoadingCount } from '@/api/loading-store';

/** Full-page spinner while calls without `noLoading` are in flight (shown after 250 ms to avoid flicker). */
export function LoadingOverlay(): ReactElement | null {
  const count = useLoadingCount();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (count === 0) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), 250);
    return () => clearTimeout(timer);
  }, [count]);
  if (!visible) return null;
  return (
    <div className="gy-loading-overlay" data-testid="loading-overlay">
      <Spin size="large" />
    </div>
  );
}
