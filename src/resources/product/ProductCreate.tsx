import { Create } from 'react-admin';
import { ProductForm } from './ProductForm';

export default function ProductCreate() {
  return (
    <Create redirect="list">
      <ProductForm />
    </Create>
  );
}
