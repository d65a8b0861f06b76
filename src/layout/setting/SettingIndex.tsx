import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { settingMenu } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { visibleGroups, visiblePages } from './entries';

/** /setting opens the first page of the setting menu this user sees; with none, the settings home. */
export function SettingIndex() {
  const subject = useAccessSubject();
  if (!subject) return <Loading />;
  const [first] = visiblePages(visibleGroups(settingMenu(subject)));
  return <Navigate to={first?.to ?? '/setting/indexx'} replace />;
}
