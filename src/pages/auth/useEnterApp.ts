import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotificationContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/**
 * After a session was opened outside react-admin's login hook: forget the cached "not logged in"
 * answer of checkAuth (or <Admin requireAuth> would log the new session out) and open the app.
 */
export function useEnterApp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  return useCallback(async () => {
    resetNotifications();
    await queryClient.resetQueries({ queryKey: ['auth'] });
    // Every session opens on the dashboard: its figures and "Hari ini" are asked for while the app's
    // shell renders (loaded lazily: the HTTP client is not part of the public pages, docs/client.md "Bundles").
    void import('../dashboard/queries').then(({ askDashboardAhead }) => askDashboardAhead(queryClient));
    navigate('/dashboard');
  }, [queryClient, navigate, resetNotifications]);
}
