import { Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { ICON_CODES, vehicleIconHtml } from '../../map/vehicleIcons';

/** The map icon of a vehicle type, as the live map draws it. */
export function VehicleTypeIcon({ code }: { code: string }) {
  return <span dangerouslySetInnerHTML={{ __html: vehicleIconHtml(code) }} style={{ display: 'inline-flex', verticalAlign: 'middle' }} />;
}

/** The add / edit form of a vehicle type: name, map icon, capacity and the Deactivated flag. */
export function VehicleTypeFields() {
  return (
    <>
      <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}>
        <Input data-testid="field-name" />
      </Form.Item>
      <Form.Item label="Map icon" name="iconCode" rules={[{ required: true, message: 'Please choose an icon' }]}>
        <Select
          data-testid="field-icon-code"
          options={ICON_CODES.map((code) => ({ value: code, label: <Space><VehicleTypeIcon code={code} />{code}</Space> }))}
        />
      </Form.Item>
      <Form.Item label="Capacity (load units)" name="capacity" extra="Pallets, cages or parcels as load details count them; empty for no limit. Plan the day keeps each run within it.">
        <InputNumber min={1} max={100000} precision={0} style={{ width: 160 }} data-testid="field-capacity" />
      </Form.Item>
      <Form.Item name="isDeactivated" valuePropName="checked">
        <Checkbox data-testid="field-deactivated">Deactivated</Checkbox>
      </Form.Item>
    </>
  );
}
