import { type ComponentType, Suspense } from 'react';
import { useWhenIdle } from './use-when-idle';

/**
 * The place of a lazily loaded part (made by `ui/lazy`) that shows nothing until the page has
 * first been idle: the header's widgets, whose files would otherwise compete with the page's own
 * content on a slow phone, and whose code a visitor's page must not carry.
 */
export function IdleLazySlot({ part: Part }: { part: ComponentType }) {
  const idle = useWhenIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
}
