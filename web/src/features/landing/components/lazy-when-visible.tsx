import { Box, Center, Loader } from '@mantine/core';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a lazy component) once its place comes within `margin` of the viewport, or
 * at once when the URL points into it (#contact, #managers). Keeps below-the-fold code out of the
 * first download.
 */
export function LazyWhenVisible({
  children,
  anchors,
  minHeight = 600,
  margin = '600px',
}: {
  children: ReactNode;
  anchors: readonly string[];
  minHeight?: number;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => anchors.includes(location.hash.slice(1)));
  useEffect(() => {
    if (visible) return;
    const onHash = () => {
      if (anchors.includes(location.hash.slice(1))) setVisible(true);
    };
    window.addEventListener('hashchange', onHash);
    const node = ref.current;
    const observer =
      node && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), {
            rootMargin: margin,
          })
        : undefined;
    if (node && observer) observer.observe(node);
    else setVisible(true);
    return () => {
      window.removeEventListener('hashchange', onHash);
      observer?.disconnect();
    };
  }, [visible, anchors, margin]);
  const fallback = (
    <Center mih={minHeight}>
      <Loader size="sm" aria-hidden />
    </Center>
  );
  return (
    <Box ref={ref} mih={visible ? undefined : minHeight}>
      {/* Anchors exist before the code arrives, so /#contact scrolls to the right place. */}
      {!visible && anchors.map((id) => <span key={id} id={id} />)}
      {visible ? <Suspense fallback={fallback}>{children}</Suspense> : null}
    </Box>
  );
}
