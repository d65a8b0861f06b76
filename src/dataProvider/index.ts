import type { DataProvider } from 'react-admin';
import { broadcastApi, type BroadcastApi } from './broadcastApi';
import { chatApi, type ChatApi } from './chatApi';
import { devicesApi, type DevicesApi } from './devicesApi';
import { distributionApi, type DistributionApi } from './distributionApi';
import { exportsApi, type ExportsApi } from './exportsApi';
import { feedbackApi, type FeedbackApi } from './feedbackApi';
import { importsApi, type ImportsApi } from './importsApi';
import { integrationKeysApi, type IntegrationKeysApi } from './integrationKeysApi';
import { leasingApi, type LeasingApi } from './leasingApi';
import { permissionsApi, type PermissionsApi } from './permissionsApi';
import { profileApi, type ProfileApi } from './profileApi';
import { providerApi, type ProviderApi } from './providerApi';
import { recordsApi, type RecordsApi } from './recordsApi';
import { companyApi, type CompanyApi } from './companyApi';
import { restProvider } from './restProvider';
import { targetsApi, type TargetsApi } from './targetsApi';
import { usersApi, type UsersApi } from './usersApi';
import { visumApi, type VisumApi } from './visumApi';
import { messageHistoryApi, type MessageHistoryApi } from './messageHistoryApi';
import { webhooksApi, type WebhooksApi } from './webhooksApi';
import { planApi, type PlanApi } from './planApi';

/** CRUD in the simple-rest convention, plus every other call of the app as a custom method. */
export type AppDataProvider = DataProvider &
  ProviderApi &
  RecordsApi &
  CompanyApi &
  DistributionApi &
  ExportsApi &
  FeedbackApi &
  ImportsApi &
  TargetsApi &
  PermissionsApi &
  ProfileApi &
  UsersApi &
  VisumApi &
  MessageHistoryApi &
  BroadcastApi &
  ChatApi &
  IntegrationKeysApi &
  DevicesApi &
  WebhooksApi &
  PlanApi &
  LeasingApi;

export const dataProvider: AppDataProvider = {
  ...restProvider(),
  ...providerApi,
  ...recordsApi,
  ...companyApi,
  ...distributionApi,
  ...exportsApi,
  ...feedbackApi,
  ...importsApi,
  ...targetsApi,
  ...permissionsApi,
  ...profileApi,
  ...usersApi,
  ...visumApi,
  ...messageHistoryApi,
  ...broadcastApi,
  ...chatApi,
  ...integrationKeysApi,
  ...devicesApi,
  ...webhooksApi,
  ...planApi,
  ...leasingApi,
};
