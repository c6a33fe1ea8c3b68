import { createContext, useContext } from 'react';

export type LiveConnection = 'connecting' | 'live' | 'offline';

export type AdminLive = {
  /** State of the realtime link that brings new orders. */
  connection: LiveConnection;
  /** How many distinct new orders arrived since the admin area opened; screens reload on change. */
  newOrderCount: number;
};

export const AdminLiveContext = createContext<AdminLive>({
  connection: 'connecting',
  newOrderCount: 0,
});

export function useAdminLive(): AdminLive {
  return useContext(AdminLiveContext);
}
