import { useWatch } from 'react-hook-form';
import { BooleanInput, useRecordContext } from 'react-admin';
import { isAdministrator } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { MemberInput } from '../../records/inputs';

/** The form-only field that leaves a new prospect 'Belum dibagikan'; ProspectCreate turns it into `id_user: null`. */
const LEAVE_UNASSIGNED = 'leave_unassigned';

/**
 * The owner among the members the user may assign; an Administrator creating a prospect may
 * instead leave it 'Belum dibagikan', for List Distribusi and the standing rule (docs/product.md).
 */
export function OwnerInputs({ scope }: { scope: Record<string, unknown> }) {
  const record = useRecordContext();
  const administrator = useIsAdministrator();
  const unassigned = useWatch({ name: LEAVE_UNASSIGNED }) === true;
  return (
    <>
      {administrator && record?.id === undefined ? <BooleanInput source={LEAVE_UNASSIGNED} label="resources.prospect.fields.unassigned" /> : null}
      {unassigned ? null : <MemberInput source="id_user" scope={scope} />}
    </>
  );
}

const useIsAdministrator = () => {
  const subject = useAccessSubject();
  return subject !== undefined && isAdministrator(subject);
};

/** What a create form sends: an owner left 'Belum dibagikan' becomes `id_user: null`. */
export function ownerOfNew<T extends Record<string, unknown>>({ [LEAVE_UNASSIGNED]: unassigned, ...data }: T): Record<string, unknown> {
  return unassigned === true ? { ...data, id_user: null } : data;
}
