/**
 * /dashboard: the home (greeting, notifications, shortcuts) and the person's properties. Two
 * features meet here, in the app layer, because features do not import each other.
 */
import { Stack } from '@mantine/core';

import { DashboardHome } from '../features/dashboard/routes/dashboard-home.tsx';
import { PropertiesSection } from '../features/properties/components/properties-section.tsx';

export function DashboardHomePage() {
  return (
    <Stack gap="xl" maw={960}>
      <DashboardHome />
      <PropertiesSection />
    </Stack>
  );
}
