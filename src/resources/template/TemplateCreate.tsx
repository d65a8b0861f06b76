import { Create } from 'react-admin';
import { TemplateForm } from './TemplateForm';

export default function TemplateCreate() {
  return (
    <Create redirect="list">
      <TemplateForm />
    </Create>
  );
}
