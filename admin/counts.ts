import { useQuery } from '@tanstack/react-query';
import { useDataProvider, usePermissions } from 'react-admin';
import type { ConsoleDataProvider } from './dataProvider.js';
import { mayUse, type Role } from './roles.js';

/**
 * Unread/pending enquiry counts for the menu badge and the dashboard: refreshed every minute, and
 * after any change to enquiries (react-admin invalidates the ['enquiries', …] queries).
 */
export function useEnquiryCounts() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { permissions } = usePermissions<Role>();
  return useQuery({
    queryKey: ['enquiries', 'counts'],
    queryFn: () => dataProvider.enquiryCounts(),
    enabled: mayUse(permissions, 'enquiries'),
    refetchInterval: 60_000,
  });
}
