import { DeleteButton, Edit, SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import type { WaTemplate } from '../../../domain/records';
import { MetaReviewPanel } from './MetaReviewPanel';
import { TemplateForm } from './TemplateForm';

/** Deleting asks first: the broadcasts that used the template keep their text but lose the link. */
function TemplateToolbar() {
  const translate = useTranslate();
  const record = useRecordContext<WaTemplate>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle={translate('app.template.delete_title', { name: record?.name ?? '' })}
        confirmContent="app.template.delete_content"
      />
    </Toolbar>
  );
}

export default function TemplateEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <TemplateForm toolbar={<TemplateToolbar />} />
      <MetaReviewPanel />
    </Edit>
  );
}
