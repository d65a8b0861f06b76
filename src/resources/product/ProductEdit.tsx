import { Edit } from 'react-admin';
import { ProductForm } from './ProductForm';

export default function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ProductForm />
    </Edit>
  );
}
