import { Col, Row, Select } from 'antd';
import { ListCard } from '../components/ListCard';
import { DateField, Field, optionsOf, required, type Lookups } from '../components/fields';
import type { LicenceValues } from '../supplierForm';

/** Licences (behaviour.md "Suppliers / Saving a supplier"): each needs a type, valid from and valid to. */
export function LicencesSection({ lookups }: { lookups: Lookups | undefined }) {
  const categories = optionsOf(lookups?.licenceCategories ?? []);
  return (
    <ListCard<LicenceValues>
      name="licences"
      title="Licences"
      testId="supplier-licences"
      newItem={() => ({ licenceCategoryId: null, validFrom: null, validTo: null })}
      renderRow={({ name }) => (
        <Row gutter={12}>
          <Col span={8}>
            <Field testId={`supplier-licences-${name}-type`} label="Licence type" name={[name, 'licenceCategoryId']} rules={required('Licence type')}>
              <Select options={categories} />
            </Field>
          </Col>
          <Col span={8}>
            <DateField testId={`supplier-licences-${name}-from`} label="Valid from" name={[name, 'validFrom']} rules={required('Valid from')} />
          </Col>
          <Col span={8}>
            <DateField testId={`supplier-licences-${name}-to`} label="Valid to" name={[name, 'validTo']} rules={required('Valid to')} />
          </Col>
        </Row>
      )}
    />
  );
}
