import { useMatches } from '@tanstack/react-router';

import { SectionPlaceholder } from '../../../components/section-placeholder.tsx';

/** A dashboard or admin section whose service is not deployed yet. */
export function SectionPage() {
  const section = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.section });
  return <SectionPlaceholder section={section ?? 'home'} />;
}
